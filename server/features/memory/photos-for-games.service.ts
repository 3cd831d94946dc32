import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { GamePerson, GamePhoto } from '../../../shared/activities-family';
import type { Database } from '../../db/client';
import { users } from '../../platform/auth/auth.schema';
import { photoFileUrl } from './memory.presenter';
import { memoryPeople, memoryPhotoPeople, memoryPhotos } from './memory.schema';

/**
 * What the games read of memory support (decision 056): the circle's photos that are not
 * removed, the people in them, and the addresses of their files. The games use only these.
 */

export type GamePhotoFile = Pick<typeof memoryPhotos.$inferSelect, 'id' | 'caption' | 'createdAt'>;

/** The photo's addresses; `for=game` tells the service worker to keep it for offline play. */
export function gamePhotoUrls(photo: GamePhotoFile) {
  return {
    thumbnailUrl: photoFileUrl('thumbnail', photo, { forGame: true }),
    imageUrl: photoFileUrl('image', photo, { forGame: true }),
  };
}

const firstNameOf = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

/** The circle's photos among `ids` that are not removed (another circle's are not found). */
export async function livePhotosAmong(
  db: Database,
  circleId: string,
  ids: readonly string[],
): Promise<GamePhotoFile[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: memoryPhotos.id,
      caption: memoryPhotos.caption,
      createdAt: memoryPhotos.createdAt,
    })
    .from(memoryPhotos)
    .where(
      and(
        eq(memoryPhotos.circleId, circleId),
        inArray(memoryPhotos.id, [...ids]),
        isNull(memoryPhotos.removedAt),
      ),
    );
}

/** Every memory person of the circle, by name. */
export const peopleForGames = (db: Database, circleId: string): Promise<GamePerson[]> =>
  db
    .select({
      id: memoryPeople.id,
      name: memoryPeople.name,
      relationship: memoryPeople.relationship,
    })
    .from(memoryPeople)
    .where(eq(memoryPeople.circleId, circleId))
    .orderBy(asc(sql`lower(${memoryPeople.name})`), asc(memoryPeople.id));

/** The circle's newest photos that are not removed, with who is in them and who added them. */
export async function photosForGames(
  db: Database,
  circleId: string,
  people: readonly GamePerson[],
  limit: number,
): Promise<GamePhoto[]> {
  const rows = await db
    .select({
      id: memoryPhotos.id,
      caption: memoryPhotos.caption,
      place: memoryPhotos.place,
      year: memoryPhotos.year,
      isDecade: memoryPhotos.isDecade,
      takenOn: memoryPhotos.takenOn,
      createdAt: memoryPhotos.createdAt,
      addedByName: users.name,
    })
    .from(memoryPhotos)
    .leftJoin(users, eq(users.id, memoryPhotos.addedByUserId))
    .where(and(eq(memoryPhotos.circleId, circleId), isNull(memoryPhotos.removedAt)))
    .orderBy(desc(memoryPhotos.createdAt), desc(memoryPhotos.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const links = ids.length
    ? await db
        .select({ photoId: memoryPhotoPeople.photoId, personId: memoryPhotoPeople.personId })
        .from(memoryPhotoPeople)
        .where(
          and(eq(memoryPhotoPeople.circleId, circleId), inArray(memoryPhotoPeople.photoId, ids)),
        )
    : [];
  const personById = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => ({
    id: row.id,
    caption: row.caption,
    place: row.place,
    year: row.year,
    isDecade: row.isDecade,
    takenOn: row.takenOn,
    people: links
      .filter((link) => link.photoId === row.id)
      .flatMap((link) => personById.get(link.personId) ?? [])
      .sort((a, b) => a.name.localeCompare(b.name)),
    addedBy: firstNameOf(row.addedByName),
    ...gamePhotoUrls(row),
  }));
}
