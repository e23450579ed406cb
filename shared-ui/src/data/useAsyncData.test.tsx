import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsyncData, type AsyncDataOptions } from './useAsyncData';

/** A read the test settles by hand, in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Each call to `load` returns the next read; the test settles them. */
function reads<T>() {
  const pending: ReturnType<typeof deferred<T>>[] = [];
  const load = jest.fn((_key: string) => {
    const read = deferred<T>();
    pending.push(read);
    return read.promise;
  });
  return { load, pending };
}

function setup<T>(options: AsyncDataOptions = {}, initialKey = 'a') {
  const { load, pending } = reads<T>();
  const view = renderHook(({ key }) => useAsyncData(() => load(key), [key], options), {
    initialProps: { key: initialKey },
  });
  return { ...view, load, pending };
}

describe('useAsyncData', () => {
  it('reads on mount, shows loading, then the data', async () => {
    const { result, load, pending } = setup<string>();
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => pending[0].resolve('dados'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'dados' });
  });

  it('turns a failed read into an error, reports it once, and reads again on reload', async () => {
    const onError = jest.fn();
    const { result, load, pending } = setup<string>({ onError });
    const failure = new Error('offline');
    await act(async () => pending[0].reject(failure));
    expect(result.current.state).toEqual({ status: 'error', error: failure });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);

    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => pending[1].resolve('de novo'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'de novo' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('catches a load that throws before returning a promise', async () => {
    const onError = jest.fn();
    const { result } = renderHook(() =>
      useAsyncData<string>(
        () => {
          throw new Error('sync');
        },
        [],
        { onError },
      ),
    );
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('empties the view on reload by default, keeps the last data with keepPrevious', async () => {
    const plain = setup<string>();
    await act(async () => plain.pending[0].resolve('um'));
    act(() => plain.result.current.reload());
    expect(plain.result.current.state).toEqual({ status: 'loading' });

    const kept = setup<string>({ keepPrevious: true });
    await act(async () => kept.pending[0].resolve('um'));
    act(() => kept.result.current.reload());
    expect(kept.result.current.state).toEqual({ status: 'loading', data: 'um' });
    await act(async () => kept.pending[1].resolve('dois'));
    expect(kept.result.current.state).toEqual({ status: 'ready', data: 'dois' });
  });

  it('reads again when a dependency changes and never shows the data of the old one', async () => {
    const { load, pending } = reads<string>();
    const rendered: unknown[] = [];
    const { result, rerender } = renderHook(
      ({ key }) => {
        const data = useAsyncData(() => load(key), [key], { keepPrevious: true });
        rendered.push(data.state.data);
        return data;
      },
      { initialProps: { key: 'a' } },
    );
    await act(async () => pending[0].resolve('de a'));

    rendered.length = 0;
    rerender({ key: 'b' });
    expect(load).toHaveBeenLastCalledWith('b');
    expect(rendered).not.toContain('de a');
    expect(result.current.state).toEqual({ status: 'loading' });

    await act(async () => pending[1].resolve('de b'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'de b' });
  });

  it('drops the result of a read that is no longer wanted, whatever order they settle in', async () => {
    const onError = jest.fn();
    const { result, rerender, pending } = setup<string>({ onError });
    rerender({ key: 'b' });
    await act(async () => pending[1].resolve('de b'));
    await act(async () => pending[0].resolve('de a'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'de b' });

    act(() => result.current.reload());
    act(() => result.current.reload());
    await act(async () => pending[3].resolve('mais nova'));
    await act(async () => pending[2].reject(new Error('velha')));
    expect(result.current.state).toEqual({ status: 'ready', data: 'mais nova' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports nothing for a read that settles after the component left', async () => {
    const onError = jest.fn();
    const { unmount, pending } = setup<string>({ onError });
    unmount();
    await act(async () => pending[0].reject(new Error('tarde')));
    expect(onError).not.toHaveBeenCalled();
  });

  it('updates the data held, and ignores an update made for other deps or with nothing held', async () => {
    const { result, rerender, pending } = setup<number>();
    act(() => result.current.update((n) => n + 1));
    expect(result.current.state).toEqual({ status: 'loading' });

    await act(async () => pending[0].resolve(1));
    act(() => result.current.update((n) => n + 1));
    expect(result.current.state).toEqual({ status: 'ready', data: 2 });

    const updateForA = result.current.update;
    rerender({ key: 'b' });
    await act(async () => pending[1].resolve(10));
    act(() => updateForA((n) => n + 1));
    expect(result.current.state).toEqual({ status: 'ready', data: 10 });
  });
});
