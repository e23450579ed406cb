import { act, render, screen, waitFor } from '@testing-library/react';
import type * as AppToasterModule from './AppToaster';
import type * as ToastModule from './toast';

// The test setup preloads the library for every test; these load fresh copies of the modules (with
// the same React) to see the page's real start, with react-hot-toast not yet downloaded.
const react = jest.requireActual('react');
const jsxRuntime = jest.requireActual('react/jsx-runtime');

function freshModules() {
  let modules!: { AppToaster: typeof AppToasterModule.AppToaster } & typeof ToastModule;
  jest.isolateModules(() => {
    jest.doMock('react', () => react);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    /* eslint-disable @typescript-eslint/no-require-imports -- fresh copies exist only inside isolateModules */
    modules = { ...require('./toast'), AppToaster: require('./AppToaster').AppToaster };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return modules;
}

describe('AppToaster', () => {
  it('shows a toast asked for before react-hot-toast has loaded, and keeps its id', async () => {
    const { AppToaster, toast } = freshModules();
    render(<AppToaster />);
    const id = toast.loading('Salvando...');
    expect(await screen.findByRole('status')).toHaveTextContent('Salvando...');

    act(() => {
      toast.success('Salvo!', { id });
    });
    expect(await screen.findByText('Salvo!')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => toast.remove());
  });

  it('fetches the library by itself when the page is idle', async () => {
    const { AppToaster, toast, loadedToastLibrary } = freshModules();
    render(<AppToaster />);
    expect(loadedToastLibrary()).toBeNull();
    // No toast asked for it: the library arrives on its own, and a toast then shows at once.
    await waitFor(() => expect(loadedToastLibrary()).not.toBeNull());
    act(() => {
      toast('Olá');
    });
    expect(await screen.findByText('Olá')).toBeInTheDocument();
    act(() => toast.remove());
  });
});
