/** The password-reset e-mail's toasts, on the login screen and in settings. */
export const PASSWORD_RESET_MESSAGES = {
  emailRequired: 'Por favor, informe seu email',
  sent: 'Email de redefinição de senha enviado!',
  failed: 'Erro ao enviar email de redefinição',
} as const;
