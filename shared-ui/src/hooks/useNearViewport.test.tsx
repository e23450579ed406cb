import { act, render, screen } from '@testing-library/react';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from './fakeIntersectionObserver';
import { useNearViewport } from './useNearViewport';

function Probe({ rootMargin }: { rootMargin?: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(rootMargin);
  return <div ref={ref}>{near ? 'perto' : 'longe'}</div>;
}

describe('useNearViewport', () => {
  let uninstall = () => {};
  afterEach(() => uninstall());

  it('is near at once where the browser cannot observe intersections', () => {
    expect(window.IntersectionObserver).toBeUndefined();
    render(<Probe />);
    expect(screen.getByText('perto')).toBeInTheDocument();
  });

  it('turns near when the element comes within 200px of the viewport, then stops watching', () => {
    uninstall = installFakeIntersectionObserver();
    render(<Probe />);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.options.rootMargin).toBe('200px');
    expect(observer.observed).toEqual([screen.getByText('longe')]);

    act(() => observer.report(false));
    expect(screen.getByText('longe')).toBeInTheDocument();

    act(() => observer.report(true));
    expect(screen.getByText('perto')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });

  it('stops watching when the element leaves the page', () => {
    uninstall = installFakeIntersectionObserver();
    const { unmount } = render(<Probe rootMargin="50px" />);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.options.rootMargin).toBe('50px');
    unmount();
    expect(observer.disconnected).toBe(true);
  });
});
