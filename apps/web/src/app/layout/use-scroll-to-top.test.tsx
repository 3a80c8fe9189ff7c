import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './use-scroll-to-top';

function Page() {
  useScrollToTop();
  return <section id="addons">Add-ons</section>;
}

function renderAt(url: string, { reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }));
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/Page', Component: Page }], { initialEntries: [url] })}
    />,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useScrollToTop', () => {
  it('jumps to the element a #hash names, at once with reduced motion', async () => {
    const scrolled = vi
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(function (this: Element) {});
    renderAt('/Page#addons', { reducedMotion: true });
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toHaveProperty('id', 'addons');
  });

  it('starts the scroll to the top 500 ms after a navigation without a hash', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(800);
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    renderAt('/Page', { reducedMotion: false });
    await vi.advanceTimersByTimeAsync(499);
    expect(frames).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(frames).toHaveBeenCalled();
  });

  it('leaves a view that is already at the top alone: a scroll the visitor starts meanwhile is kept', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    renderAt('/Page', { reducedMotion: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(frames).not.toHaveBeenCalled();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
