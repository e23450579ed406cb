/** Sign-up: what the sign-up service raises, and how the signup screen words it. */
export const SIGNUP_MESSAGES = {
  required: 'Campos obrigatórios não preenchidos',
  cpfRequired: 'CPF é obrigatório para pessoa física',
  companyRequired: 'Nome da empresa e CNPJ são obrigatórios para pessoa jurídica',
  cpfOtherEmail: 'CPF já cadastrado no sistema com outro e-mail',
  cnpjOtherEmail: 'CNPJ já cadastrado no sistema com outro e-mail',
  emailRegistered:
    'Este e-mail já está cadastrado no sistema. Por favor, faça login ou use a opção de recuperação de senha.',
  cpfDuplicate: 'Este CPF já está cadastrado no sistema',
  cnpjDuplicate: 'Este CNPJ já está cadastrado no sistema',
  emailDuplicate: 'Este e-mail já está cadastrado no sistema',
  emptyResponse: 'Erro ao criar usuário. Resposta vazia do servidor.',
  database: 'Ocorreu um erro no banco de dados. Por favor, tente novamente ou entre em contato com o suporte.',
  screenGeneric: 'Erro ao criar conta. Por favor, tente novamente.',
  success: 'Conta criada com sucesso!',
} as const;

/** The error the sign-up service throws: its message is already the pt-BR text. */
export class SignUpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignUpError';
  }
}

/** Duplicate-key and 'already registered' failures from the auth server or the database. */
export function mapSignupServerError(error: { message?: string; code?: string | number } | null | undefined): string {
  const message = error?.message ?? '';
  const code = String(error?.code ?? '');
  if (code === 'user_already_exists' || code === 'email_exists' || /user already registered/i.test(message)) {
    return SIGNUP_MESSAGES.emailDuplicate;
  }
  if (code === '23505' || /duplicate key/i.test(message)) {
    if (/cnpj/i.test(message)) return SIGNUP_MESSAGES.cnpjDuplicate;
    if (/cpf/i.test(message)) return SIGNUP_MESSAGES.cpfDuplicate;
    return SIGNUP_MESSAGES.emailDuplicate;
  }
  return message;
}

/** The signup screen: how a service message is shown under the form. */
export function signupScreenMessage(serviceMessage: string | null | undefined): string {
  const message = serviceMessage?.trim() ?? '';
  if (!message) return SIGNUP_MESSAGES.screenGeneric;
  if (message.includes('CPF já cadastrado') || message.includes('Este CPF já está cadastrado')) {
    return SIGNUP_MESSAGES.cpfDuplicate;
  }
  if (message.includes('CNPJ já cadastrado') || message.includes('Este CNPJ já está cadastrado')) {
    return SIGNUP_MESSAGES.cnpjDuplicate;
  }
  if (message.includes('e-mail já está cadastrado')) return SIGNUP_MESSAGES.emailRegistered;
  return `Erro ao criar conta: ${message}`;
}
