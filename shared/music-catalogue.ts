import catalogueData from '../content/music/catalogue.json';
import { type CatalogueEntry, type CatalogueSong, catalogueIdOf } from './music';

/**
 * The curated catalogue (content/music/catalogue.json, checked by `music-catalogue.test.ts`), each
 * song with its stable id. Shared by the server (notes point to these ids) and the screens.
 */
export const CATALOGUE: readonly CatalogueEntry[] = (catalogueData as CatalogueSong[]).map(
  (song) => ({ ...song, id: catalogueIdOf(song) }),
);

const BY_ID = new Map(CATALOGUE.map((song) => [song.id, song]));

export const findCatalogueSong = (id: string): CatalogueEntry | undefined => BY_ID.get(id);
