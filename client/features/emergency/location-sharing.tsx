import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin, MapPinOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { LocationShare } from '../../../shared/emergency';
import { LOCATION_EVENT, mapLink } from '../../../shared/emergency-basics';
import { formatRelativeTime } from '../../../shared/relative-time';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { ApiError, describeError } from '../../lib/api';
import { useLiveRefresh } from '../../lib/live-refresh';
import { useNow } from '../../lib/use-now';
import {
  emergencyKeys,
  locationsQuery,
  sendPosition,
  useLocationMutations,
} from './emergency.queries';

/** The age shown ("2 minutes ago") is recounted this often; new positions arrive live. */
const TICK_MS = 30_000;
/** A new position is sent at most this often, unless it moved further than MOVE_METERS. */
const SEND_EVERY_MS = 20_000;
const MOVE_METERS = 30;

const until = (share: LocationShare) =>
  share.endsAt
    ? `until ${new Date(share.endsAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`
    : 'until you stop';

function metersBetween(a: GeolocationCoordinates, b: GeolocationCoordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 6_371_000 * 2 * Math.asin(Math.sqrt(h));
}

/** Someone started, moved or stopped: refetch (over the live event stream, no polling). */
function useLocationsLive(circleId: string | null) {
  useLiveRefresh({ [LOCATION_EVENT]: [emergencyKeys.locations(circleId)] });
}

/**
 * Runs on every signed-in screen while this person shares their location: it sends the phone's
 * position and shows an unmistakable bar with a one-tap stop.
 */
export function LocationSharingBar({ circleId }: { circleId: string | null }) {
  useLocationsLive(circleId);
  const { data: shares = [] } = useQuery(locationsQuery(circleId));
  const mine = shares.find((share) => share.isYou);
  const { stop } = useLocationMutations(circleId);
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const last = useRef<{ at: number; coords: GeolocationCoordinates } | null>(null);
  const isSharing = Boolean(mine);

  useEffect(() => {
    if (!isSharing || !canLocate) return;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        setProblem(null);
        const previous = last.current;
        const isDue =
          !previous ||
          Date.now() - previous.at >= SEND_EVERY_MS ||
          metersBetween(previous.coords, position.coords) >= MOVE_METERS;
        if (!isDue) return;
        last.current = { at: Date.now(), coords: position.coords };
        sendPosition({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyMeters: Math.round(position.coords.accuracy),
        }).catch((error: unknown) => {
          // The window ended (or sharing was stopped elsewhere): show that.
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: emergencyKeys.locations(circleId) });
          }
        });
      },
      (error) =>
        setProblem(
          error.code === error.PERMISSION_DENIED
            ? 'Your phone is not letting Kinwell see your location. Allow it in your browser settings, or stop sharing.'
            : 'Your location cannot be found right now. Kinwell keeps trying.',
        ),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [isSharing, canLocate, queryClient, circleId]);

  // When the hour is up, the bar goes away on its own.
  useEffect(() => {
    if (!mine?.endsAt) return;
    const wait = new Date(mine.endsAt).getTime() - Date.now();
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: emergencyKeys.locations(circleId) }),
      Math.max(0, wait) + 1000,
    );
    return () => clearTimeout(timer);
  }, [mine?.endsAt, queryClient, circleId]);

  if (!mine) return null;
  return (
    <div role="status" className="bg-accent text-accent-fg">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <p className="flex items-center gap-2 font-semibold">
          <MapPin aria-hidden="true" className="h-6 w-6 shrink-0" />
          <span>
            Sharing your location now, {until(mine)}.
            {problem || !canLocate ? (
              <span className="block font-normal">
                {problem ?? 'This browser cannot share a location.'}
              </span>
            ) : null}
          </span>
        </p>
        <Button
          variant="secondary"
          disabled={stop.isPending}
          onClick={() =>
            void stop.mutateAsync().then(
              () => toast({ title: 'You stopped sharing your location' }),
              (error: unknown) =>
                toast({
                  variant: 'destructive',
                  title: 'We could not stop sharing',
                  description: describeError(error) ?? 'Please try again.',
                }),
            )
          }
        >
          <MapPinOff aria-hidden="true" className="h-5 w-5" />
          Stop sharing
        </Button>
      </div>
    </div>
  );
}

/** Start sharing, and see where the others who share are. */
export function LocationPanel({ circleId }: { circleId: string }) {
  const { data: shares = [] } = useQuery(locationsQuery(circleId));
  const now = useNow(TICK_MS);
  const { start } = useLocationMutations(circleId);
  const [duration, setDuration] = useState<'hour' | 'until_off'>('hour');
  const mine = shares.find((share) => share.isYou);
  const others = shares.filter((share) => !share.isYou);

  return (
    <div className="grid gap-4">
      {others.length === 0 ? (
        <p>Nobody else is sharing their location right now.</p>
      ) : (
        <ul className="grid gap-3">
          {others.map((share) => (
            <li key={share.userId} className="border-border grid gap-1 rounded-xl border p-4">
              <p className="font-semibold">{share.name} is sharing their location</p>
              {share.position ? (
                <>
                  <p>
                    Last seen {formatRelativeTime(new Date(share.position.at), now)}, accurate to
                    about {Math.round(share.position.accuracyMeters)} m.
                  </p>
                  <p>
                    <a
                      className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                      href={mapLink(share.position.latitude, share.position.longitude)}
                      rel="noopener noreferrer"
                    >
                      Open {share.name}’s location in maps
                    </a>
                  </p>
                </>
              ) : (
                <p>Waiting for their phone to find its position.</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {mine ? (
        <p>You are sharing your location {until(mine)}. Stop it from the bar at the top.</p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="font-semibold">Share my location with the circle</legend>
          {(
            [
              ['hour', 'For 1 hour'],
              ['until_off', 'Until I turn it off'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="share-duration"
                value={value}
                checked={duration === value}
                onChange={() => setDuration(value)}
                className="accent-accent h-6 w-6"
              />
              {label}
            </label>
          ))}
          <p className="text-fg-muted">
            Your phone will ask to allow it. Only your last position is kept, and it is deleted when
            sharing ends.
          </p>
          <div>
            <Button
              disabled={start.isPending}
              onClick={() =>
                void start.mutateAsync(duration).catch((error: unknown) =>
                  toast({
                    variant: 'destructive',
                    title: 'We could not start sharing',
                    description: describeError(error) ?? 'Please try again.',
                  }),
                )
              }
            >
              <MapPin aria-hidden="true" className="h-5 w-5" />
              Start sharing my location
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
