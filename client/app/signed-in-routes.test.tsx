import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/auth';
import { mayOpen, routesFor } from '../../shared/route-access';
import { ROUTES } from '../../shared/route-manifest';
import { MEMBER_ROUTES } from '../../shared/route-paths';
import { PUBLIC_PAGES, publicPageElement } from './public-routes';
import {
  BOTTOM_BAR,
  CAREGIVER_FALLBACK,
  FAMILY_FALLBACK,
  navForRole,
  routeTreeFor,
  screenComponent,
} from './signed-in-routes';

/** The element a role's route tree shows at this address. */
function elementAt(role: Role, pathname: string): ReactElement<{ to?: string }> {
  const element = matchRoutes(routeTreeFor(role), pathname)?.at(-1)?.route.element;
  if (!isValidElement<{ to?: string }>(element)) throw new Error(`Nothing at ${pathname}`);
  return element;
}

const screenAt = (role: Role, pathname: string) => elementAt(role, pathname).type;

function screenOf(path: string) {
  const module = MEMBER_ROUTES.find((route) => route.path === path)?.screen;
  if (!module) throw new Error(`No member screen at ${path}`);
  return screenComponent(module);
}

describe('the signed-in routes, from the route manifest (spec §2, decision 005)', () => {
  it('gives caregivers every screen, and the 404 page elsewhere', () => {
    expect(screenAt('caregiver', '/')).toBe(screenOf('/dashboard'));
    expect(screenAt('caregiver', '/tracking/report')).toBe(screenOf('/tracking/report'));
    expect(screenAt('caregiver', '/medications/7/edit')).toBe(screenOf('/medications/new'));
    expect(screenAt('caregiver', '/no-such-page')).toBe(CAREGIVER_FALLBACK);
    const toHome = elementAt('caregiver', '/login');
    expect(toHome.type).toBe(Navigate);
    expect(toHome.props.to).toBe('/');
  });

  it('sends family members to memory support on paths they may not open', () => {
    for (const path of ['/', '/dashboard', '/tracking', '/admin', '/login', '/x']) {
      expect(screenAt('family', path)).toBe(FAMILY_FALLBACK);
    }
    expect(FAMILY_FALLBACK).toBe(screenOf('/memory-support'));
    expect(screenAt('family', '/medications/new')).toBe(FAMILY_FALLBACK);
    expect(screenAt('family', '/medications')).toBe(screenOf('/medications'));
    expect(screenAt('family', '/tasks/12')).toBe(screenOf('/tasks/:id'));
    expect(screenAt('family', '/care-plans')).toBe(screenOf('/care-plans'));
    expect(screenAt('family', '/alerts/3')).toBe(screenOf('/alerts/:id'));
    // A photo's own address opens the photos screen with that photo (decision 061).
    expect(screenAt('family', '/memory-support/photos/7f0c')).toBe(
      screenOf('/memory-support/photos'),
    );
  });

  it('keeps exactly the caregivers’ own pages from family members', () => {
    // Family members open every other page of the app (spec §2); a new screen reaches them unless
    // its manifest entry needs a right or the caregiver role.
    expect(
      routesFor('caregiver')
        .map((route) => route.path)
        .filter((path) => !mayOpen('family', path)),
    ).toEqual([
      '/dashboard',
      '/tracking',
      '/medications/new',
      '/medications/:id/edit',
      '/tracking/report',
      '/cognitive-activities/settings',
      '/appointments/new',
      '/appointments/:id/edit',
      '/admin',
      '/admin-panel',
      '/care-recipient',
      '/care-recipient/setup',
      // Signed-in visitors are sent on from these (above).
      '/login',
      '/register',
    ]);
    expect(mayOpen('family', '/memory-support/view')).toBe(true);
    expect(mayOpen('family', '/invite/:code')).toBe(true);
    expect(mayOpen('family', '/admin-test')).toBe(false);
  });

  it('builds each role’s navigation from routes that role can open, in the spec’s order', () => {
    expect(navForRole('caregiver').map((item) => item.label)).toEqual([
      'Dashboard',
      'All Features',
      'Resources',
      'Tracking',
      'Community',
      'Care Plans',
      'Plan Templates',
      'Wellness Center',
      'Cognitive Activities',
      'Memory Support',
      'Support',
    ]);
    expect(navForRole('family').map((item) => item.label)).toEqual([
      'All Features',
      'Resources',
      'Community',
      'Care Plans',
      'Plan Templates',
      'Wellness Center',
      'Cognitive Activities',
      'Memory Support',
      'Support',
    ]);
    expect(BOTTOM_BAR.map((item) => [item.label, item.to])).toEqual([
      ['Home', '/'],
      ['Features', '/features'],
      ['Tracking', '/tracking'],
      ['Wellness', '/burnout-prevention'],
      ['Community', '/community'],
    ]);
    const links: [Role, readonly { to: string }[]][] = [
      ['caregiver', navForRole('caregiver')],
      ['family', navForRole('family')],
      ['caregiver', BOTTOM_BAR],
    ];
    for (const [role, items] of links) {
      for (const { to } of items) {
        // Matched by its own route, not by the catch-all fallback.
        expect(matchRoutes(routeTreeFor(role), to)?.at(-1)?.route.path, `${role} ${to}`).toBe(to);
      }
    }
  });

  it('opens every public page for both roles (FAQ, articles, help, pricing …)', () => {
    const tablePaths = new Set(MEMBER_ROUTES.map((route) => route.path));
    const publicOnly = PUBLIC_PAGES.filter((page) => !tablePaths.has(page.path));
    expect(publicOnly.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/faq', '/about', '/pricing', '/guides']),
    );
    expect(publicOnly.some((page) => page.path.startsWith('/help/'))).toBe(true);
    for (const role of ['caregiver', 'family'] as const) {
      for (const page of publicOnly) {
        expect(elementAt(role, page.path), `${role} ${page.path}`).toBe(
          publicPageElement(page.path),
        );
      }
    }
  });

  it('finds the screen of every page in the manifest, in the tree that shows it', () => {
    for (const route of ROUTES) {
      if (route.screen) expect(screenComponent(route.screen), route.path).toBeDefined();
    }
  });
});
