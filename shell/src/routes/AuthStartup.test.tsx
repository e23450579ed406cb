import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthStartup, isPublicPath } from './AuthStartup';

const initAuth = jest.fn();
jest.mock('shared-auth', () => ({ initAuth: () => initAuth() }));

beforeEach(() => initAuth.mockClear());

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthStartup />
    </MemoryRouter>,
  );

test('the landing and the public booking pages are public', () => {
  expect(isPublicPath('/')).toBe(true);
  expect(isPublicPath('/agendar/clinica-bem-estar')).toBe(true);
  expect(isPublicPath('/agendar')).toBe(true);
  expect(isPublicPath('/agendarx')).toBe(false);
  expect(isPublicPath('/login')).toBe(false);
});

test('a booking page starts no auth', async () => {
  renderAt('/agendar/clinica-bem-estar');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(initAuth).not.toHaveBeenCalled();
});

test('a signed-in area starts auth', async () => {
  renderAt('/user-dashboard');
  await waitFor(() => expect(initAuth).toHaveBeenCalledTimes(1));
});
