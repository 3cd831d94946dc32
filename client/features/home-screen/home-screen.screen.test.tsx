import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { deviceOf } from './device';
import HomeScreenScreen from './home-screen.screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

it('tells an iPad, which says it is a Mac, from a Mac by its touch screen', () => {
  expect(deviceOf(IPHONE)).toBe('iphone');
  expect(deviceOf(IPAD, 5)).toBe('iphone');
  expect(deviceOf(IPAD, 0)).toBe('computer');
  expect(deviceOf(ANDROID, 5)).toBe('android');
});

const headings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

it('puts the steps for the device in hand first, numbered, and the others after', () => {
  vi.stubGlobal('navigator', { ...navigator, userAgent: ANDROID, maxTouchPoints: 5 });
  render(<HomeScreenScreen />, { wrapper: MemoryRouter });
  expect(headings()).toEqual([
    'On an Android phone or tablet',
    'On an iPhone or iPad',
    'On a computer',
    'Then',
  ]);
  const android = screen.getByRole('heading', { name: 'On an Android phone or tablet' })
    .parentElement as HTMLElement;
  expect(within(android).getAllByRole('listitem')[2]).toHaveTextContent(
    '“Add to Home screen” or “Install app”',
  );
  expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
    'href',
    '/notifications',
  );
  expect(screen.queryByRole('status')).toBeNull();
});

it('says so when Kinwell was opened from the home screen', () => {
  vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE, standalone: true });
  render(<HomeScreenScreen />, { wrapper: MemoryRouter });
  expect(headings()[0]).toBe('On an iPhone or iPad');
  expect(screen.getByRole('status')).toHaveTextContent('Kinwell is on this device’s home screen');
});
