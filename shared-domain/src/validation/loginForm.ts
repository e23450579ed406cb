import { isBlank } from './text.ts';

export interface LoginForm {
  email: string;
  password: string;
}

export const LOGIN_FORM_MESSAGE = 'Por favor, preencha todos os campos';

/** The landing flow's login: both fields required; the message or null. */
export function validateLoginForm(form: LoginForm): string | null {
  return isBlank(form.email) || !form.password ? LOGIN_FORM_MESSAGE : null;
}
