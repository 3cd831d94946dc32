import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';

afterEach(cleanup);

function PillPhoto({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [photo, setPhoto] = useState<File | null>(null);
  return (
    <FilePicker
      label="Photo of the pills (optional)"
      accept="image/png"
      capture="environment"
      chosen={photo}
      onFiles={(files) => {
        onFiles(files);
        setPhoto(files[0] ?? null);
      }}
    />
  );
}

it('is a file input named by its button, and names the file once chosen', () => {
  const onFiles = vi.fn();
  render(<PillPhoto onFiles={onFiles} />);
  const input = screen.getByLabelText<HTMLInputElement>('Photo of the pills (optional)');
  expect(input.type).toBe('file');
  expect(input.getAttribute('capture')).toBe('environment');
  expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();

  const photo = new File(['png'], 'pills-monday-morning.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [photo] } });
  expect(onFiles).toHaveBeenCalledWith([photo]);
  expect(screen.getByText('Chosen: pills-monday-morning.png')).toBeInTheDocument();
  // Emptied again, so choosing the same file a second time is noticed too.
  expect(input.value).toBe('');
});

it('does nothing when the person closes the chooser without a file', () => {
  const onFiles = vi.fn();
  render(<PillPhoto onFiles={onFiles} />);
  fireEvent.change(screen.getByLabelText('Photo of the pills (optional)'), {
    target: { files: [] },
  });
  expect(onFiles).not.toHaveBeenCalled();
});
