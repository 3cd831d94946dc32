import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { MessageText } from './message-text';

afterEach(cleanup);

const renderText = (text: string, linkPaths = true) =>
  render(
    <MemoryRouter>
      <p data-testid="text">
        <MessageText text={text} linkPaths={linkPaths} />
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
