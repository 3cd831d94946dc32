import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type RateLimit, consumeAllowance } from '../../lib/rate-limit';
import { findRecipient } from '../../platform/circles/recipient';
import { readCircleImage } from '../../platform/images/images.service';
import type { FileStore } from '../../platform/files/file-store';
import { emergencyLinkUrl, openLink } from './emergency-links.service';
import { buildEmergencyProfile } from './emergency-profile.service';
import { PRINT_SCRIPT, renderEmergencySheet, renderLinkNotWorking } from './emergency-sheet';

const SHEET_OPENINGS: RateLimit = {
  bucket: 'emergency-sheet',
  limit: 60,
  windowMs: 10 * 60 * 1000,
  message: 'Too many emergency sheets were opened from here. Please wait a few minutes.',
};

/**
 * The emergency sheet behind a printed QR code (/e/<token>): served as complete HTML to whoever
 * holds the link, showing the sheet and nothing else of the circle. Every opening is audited.
 */
export const emergencySheetRoutes: FastifyPluginAsync<{
  db: Database;
  files: FileStore;
  clock: Clock;
  publicUrl: string;
  emergencyNumber: string;
}> = async (app, { db, files, clock, publicUrl, emergencyNumber }) => {
  app.get('/e/print.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(PRINT_SCRIPT),
  );

  app.get<{ Params: { token: string } }>(
    '/e/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow');
      await consumeAllowance(db, clock, SHEET_OPENINGS, request.ip);
      const { token } = request.params;
      const at = clock.now();
      const opened = /^[A-Za-z0-9_-]{20,100}$/.test(token)
        ? await openLink({ db, token, ip: request.ip, at })
        : null;
      if (!opened) return reply.code(404).send(renderLinkNotWorking(emergencyNumber));

      const profile = await buildEmergencyProfile(db, opened.circleId, at);
      const { photoId } = await findRecipient(db, opened.circleId);
      const photo = photoId ? await readCircleImage(db, files, opened.circleId, photoId) : null;
      return reply.send(
        await renderEmergencySheet({
          profile,
          photoDataUrl: photo
            ? `data:${photo.row.contentType};base64,${photo.bytes.toString('base64')}`
            : null,
          url: emergencyLinkUrl(publicUrl, token),
          emergencyNumber,
          now: at,
        }),
      );
    },
  );
};
