import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { usePageTurns } from './use-page-turns';

afterEach(cleanup);

/** Three pages that stop at the ends, with a seek slider like a recording's and a text box. */
function Pages() {
  const [page, setPage] = useState(1);
  const { onTouchStart, onTouchEnd } = usePageTurns((step) =>
    setPage((current) => Math.max(1, Math.min(3, current + step))),
  );
  return (
    <div data-testid="pages" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <p>Page {page}</p>
      <input type="range" aria-label="Seek" />
      <input aria-label="Note" />
    </div>
  );
}

const swipe = (from: { x: number; y: number }, to: { x: number; y: number }) => {
  const area = screen.getByTestId('pages');
  fireEvent.touchStart(area, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(area, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
};

it('turns with the arrow keys, but not while a slider or a text box has them', async () => {
  const user = userEvent.setup();
  render(<Pages />);
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(screen.getByText('Page 3')).toBeTruthy();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByText('Page 2')).toBeTruthy();

  // Seeking in a recording, or moving the cursor in a note, keeps the page.
  screen.getByRole('slider', { name: 'Seek' }).focus();
  await user.keyboard('{ArrowRight}{ArrowLeft}{ArrowLeft}');
  await user.click(screen.getByRole('textbox', { name: 'Note' }));
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByText('Page 2')).toBeTruthy();
});

it('turns with a sideways swipe, to the left for the next page, and not with a scroll or a tap', () => {
  render(<Pages />);
  swipe({ x: 300, y: 200 }, { x: 200, y: 210 });
  expect(screen.getByText('Page 2')).toBeTruthy();
  swipe({ x: 100, y: 200 }, { x: 180, y: 220 });
  expect(screen.getByText('Page 1')).toBeTruthy();
  // Up and down more than sideways (scrolling), or too short a move (a tap): nothing turns.
  swipe({ x: 300, y: 100 }, { x: 220, y: 400 });
  swipe({ x: 300, y: 200 }, { x: 270, y: 200 });
  expect(screen.getByText('Page 1')).toBeTruthy();
});
