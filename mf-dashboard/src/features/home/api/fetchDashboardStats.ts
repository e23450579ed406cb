import { getRest } from 'shared-auth';
import type { DashboardStats } from '../types';
import { asDashboardStats } from './asDashboardStats';

/**
 * Every figure of the home in one round trip (get_user_dashboard_stats), over getRest(): the home's
 * first screen does not wait for the Supabase client to load.
 */
export async function fetchDashboardStats(userId: string): Promise<DashboardStats> {
  const { data, error } = await getRest().rpc('get_user_dashboard_stats', { user_id_param: userId });
  if (error) throw new Error(error.message);
  const stats = asDashboardStats(data);
  if (!stats) throw new Error('empty dashboard stats');
  return stats;
}
