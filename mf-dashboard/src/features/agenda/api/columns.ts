import { APPOINTMENT_COLUMNS } from 'shared-domain';

/** g_agenda's columns by name (never '*'), as every agenda call selects them. */
export const APPOINTMENT_SELECT = APPOINTMENT_COLUMNS.join(',');
