import { act, startTransition, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { loadable } from './loadable';

function renderTracked(Page: () => React.ReactElement) {
  const mounted: string[] = [];
  function Fallback() {
    useEffect(() => void mounted.push('fallback'), []);
    return <p>Carregando...</p>;
  }
  const el = document.createElement('div');
  return {
    mounted,
    el,
    render: () =>
      act(async () => {
        startTransition(() =>
          createRoot(el).render(
            <Suspense fallback={<Fallback />}>
              <Page />
            </Suspense>,
          ),
        );
      }),
  };
}

function Page({ name = 'Painel' }: { name?: string }) {
  return <h1>{name}</h1>;
}

test('a preloaded component renders on the first commit, without its fallback', async () => {
  const Loaded = loadable(() => Promise.resolve(Page));
  await Loaded.preload();
  const view = renderTracked(() => <Loaded name="Minha Agenda" />);
  await view.render();
  expect(view.mounted).toEqual([]);
  expect(view.el).toHaveTextContent('Minha Agenda');
});

test('without a preload it suspends once, like React.lazy, then shows the component', async () => {
  const load = jest.fn(() => Promise.resolve(Page));
  const Loaded = loadable(load);
  const view = renderTracked(() => <Loaded />);
  await view.render();
  expect(view.mounted).toEqual(['fallback']);
  expect(view.el).toHaveTextContent('Painel');
  await Loaded.preload();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed download may be tried again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Page);
  const Loaded = loadable<{ name?: string }>(load);
  await expect(Loaded.preload()).rejects.toThrow('offline');
  await expect(Loaded.preload()).resolves.toBeUndefined();
  expect(load).toHaveBeenCalledTimes(2);
});
