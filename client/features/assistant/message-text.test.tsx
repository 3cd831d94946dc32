import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import type { CallNumber } from '../../../shared/assistant';
import { MessageText } from './message-text';

afterEach(cleanup);

const renderText = (text: string, linkPaths = true, callNumbers: CallNumber[] = []) =>
  render(
    <MemoryRouter>
      <p data-testid="text">
        <MessageText text={text} linkPaths={linkPaths} callNumbers={callNumbers} />
      </p>
    </MemoryRouter>,
  );

it('turns site paths in a reply into links and keeps the rest as text', () => {
  renderText('See /pricing, or /feature/memory-support. Costs 14.95/month.');
  expect(screen.getByRole('link', { name: '/pricing' })).toHaveAttribute('href', '/pricing');
  expect(screen.getByRole('link', { name: '/feature/memory-support' })).toHaveAttribute(
    'href',
    '/feature/memory-support',
  );
  expect(screen.getAllByRole('link')).toHaveLength(2);
  expect(screen.getByTestId('text')).toHaveTextContent(
    'See /pricing, or /feature/memory-support. Costs 14.95/month.',
  );
});

it('never renders markup from the text', () => {
  renderText('<img src=x onerror=alert(1)> <a href="/x">link</a>');
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.queryByRole('link', { name: 'link' })).toBeNull();
  expect(screen.getByTestId('text')).toHaveTextContent('<img src=x onerror=alert(1)>');
});

it('leaves a person’s own words alone', () => {
  renderText('I read /pricing', false);
  expect(screen.queryByRole('link')).toBeNull();
});

it('turns the phone numbers the server names into call links with their names', () => {
  renderText(
    'Call 911 right now. Poison Help: 1-800-222-1222. Not 1911 or 911-2, nor 555-0100.',
    true,
    [
      { number: '911', label: 'Call 911' },
      { number: '1-800-222-1222', label: 'Call Poison Help 1-800-222-1222' },
    ],
  );
  const call = screen.getByRole('link', { name: 'Call 911' });
  expect(call).toHaveAttribute('href', 'tel:911');
  expect(call).toHaveTextContent('911');
  expect(screen.getByRole('link', { name: 'Call Poison Help 1-800-222-1222' })).toHaveAttribute(
    'href',
    'tel:18002221222',
  );
  expect(screen.getAllByRole('link')).toHaveLength(2);
  expect(screen.getByTestId('text')).toHaveTextContent(
    'Call 911 right now. Poison Help: 1-800-222-1222. Not 1911 or 911-2, nor 555-0100.',
  );
});

it('links numbers and site paths in the same reply', () => {
  renderText('Call 988 now. Read more at /guides.', true, [{ number: '988', label: 'Call 988' }]);
  expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  expect(screen.getByRole('link', { name: '/guides' })).toHaveAttribute('href', '/guides');
});
