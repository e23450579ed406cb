import { initAuth } from 'shared-auth';
import { preloadRemoteApp } from '../federation/RemoteSlot';
import { customerRemoteAt } from 'shared-build/apps';
import { startCustomerArea } from './startCustomerArea';

jest.mock('shared-auth', () => ({ initAuth: jest.fn() }));
jest.mock('../federation/RemoteSlot', () => ({ preloadRemoteApp: jest.fn(() => Promise.resolve()) }));
jest.mock('../guards/RequireAuth', () => ({}));
jest.mock('../layouts/UserDashboardLayout', () => ({}));

beforeEach(() => jest.clearAllMocks());

describe('the customer area at start-up', () => {
  it('knows which remote each of its paths shows', () => {
    expect(customerRemoteAt('/user-dashboard')).toBe('mf_dashboard');
    expect(customerRemoteAt('/user-dashboard/schedule')).toBe('mf_dashboard');
    expect(customerRemoteAt('/user-dashboard/agent')).toBe('mf_agent');
    expect(customerRemoteAt('/user-dashboard/agent/x')).toBe('mf_agent');
    expect(customerRemoteAt('/user-dashboard/conversas')).toBe('mf_inbox');
    expect(customerRemoteAt('/user-dashboardx')).toBeNull();
    expect(customerRemoteAt('/')).toBeNull();
  });

  it("starts auth and the route's remote at once", () => {
    startCustomerArea('/user-dashboard/agent');
    expect(initAuth).toHaveBeenCalledTimes(1);
    expect(preloadRemoteApp).toHaveBeenCalledWith('mf_agent');
  });

  it('starts nothing outside the customer area', () => {
    startCustomerArea('/user-dashboardx');
    expect(initAuth).not.toHaveBeenCalled();
    expect(preloadRemoteApp).not.toHaveBeenCalled();
  });
});
