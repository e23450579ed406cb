import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { signInWithGoogle } from 'shared-auth/client';
import {
  clearCheckoutResume,
  formatPhone,
  maskCnpj,
  maskCpf,
  saveCheckoutResume,
  validateCheckoutAccount,
  type CheckoutAccountErrors,
  type CheckoutAccountForm,
  type CheckoutAccountMode,
  type PersonType,
} from 'shared-domain';
import { Button, toast } from 'shared-ui';
import { Input, PasswordInput, SegmentedControl, Tabs, FormError, fieldBinder } from 'shared-ui/widgets';
import { ACCOUNT_MESSAGES, accountErrorMessage } from './accountMessages';
import { checkoutSignIn } from './api/checkoutSignIn';
import { checkoutSignUp } from './api/checkoutSignUp';
import { useAdvanceWhenSignedIn } from './useAdvanceWhenSignedIn';

const EMPTY: CheckoutAccountForm = {
  personType: 'fisica',
  name: '',
  businessName: '',
  email: '',
  password: '',
  confirmPassword: '',
  cpf: '',
  cnpj: '',
  phone: '',
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
`;

const Or = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Step 1, 'Dados': 'Já tenho conta' / 'Criar conta' (create by default), person
 * type, the checkout form's rules and messages, Google with the checkout saved for the way back. A
 * session that already exists goes straight to step 2. Nothing typed is lost on a failure.
 */
export function AccountStep() {
  const location = useLocation();
  const [mode, setMode] = useState<CheckoutAccountMode>('signup');
  const [form, setForm] = useState<CheckoutAccountForm>(EMPTY);
  const [errors, setErrors] = useState<CheckoutAccountErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useAdvanceWhenSignedIn(form, busy);

  const field = fieldBinder(form, setForm, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCheckoutAccount(form, mode);
    setErrors(invalid);
    setFormError(null);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    try {
      if (mode === 'signin') {
        const outcome = await checkoutSignIn(form.email, form.password);
        if (!outcome.ok) {
          setFormError(outcome.message);
          toast.error(outcome.message);
          if (outcome.switchToSignUp) setMode('signup');
          return;
        }
        toast.success(ACCOUNT_MESSAGES.signInSuccess);
      } else {
        await checkoutSignUp(form);
        toast.success(ACCOUNT_MESSAGES.signUpSuccess);
      }
    } catch (error) {
      const message = accountErrorMessage(error);
      setFormError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const google = async () => {
    saveCheckoutResume(
      window.localStorage,
      { returnUrl: `${location.pathname}${location.search}`, personType: form.personType, formData: form },
      Date.now(),
    );
    try {
      await signInWithGoogle('checkout');
    } catch {
      clearCheckoutResume(window.localStorage);
      toast.error(ACCOUNT_MESSAGES.googleError);
    }
  };

  const company = form.personType === 'juridica';
  const signUp = mode === 'signup';
  const formContent = (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label={signUp ? 'Criar conta' : 'Entrar'}>
      {signUp && (
        <SegmentedControl
          label="Tipo de pessoa"
          value={form.personType}
          onChange={(v) => setForm((f) => ({ ...f, personType: v as PersonType }))}
          options={[
            { value: 'fisica', label: 'Pessoa Física' },
            { value: 'juridica', label: 'Pessoa Jurídica' },
          ]}
        />
      )}
      <FormError>{formError}</FormError>
      {signUp && (
        <Input label={company ? 'Nome do responsável' : 'Nome completo'} autoComplete="name" {...field('name')} />
      )}
      {signUp && company && <Input label="Nome da empresa" autoComplete="organization" {...field('businessName')} />}
      <Input label="E-mail" type="email" autoComplete="email" {...field('email')} />
      {signUp && company && <Input label="CNPJ" placeholder="00.000.000/0000-00" {...field('cnpj', maskCnpj)} />}
      {signUp && !company && (
        <Input label="CPF" inputMode="numeric" placeholder="000.000.000-00" {...field('cpf', maskCpf)} />
      )}
      {signUp && (
        <Input
          label="Telefone"
          type="tel"
          autoComplete="tel"
          placeholder="(11) 99999-9999"
          {...field('phone', formatPhone)}
        />
      )}
      <PasswordInput label="Senha" autoComplete={signUp ? 'new-password' : 'current-password'} {...field('password')} />
      {signUp && <PasswordInput label="Confirmar senha" autoComplete="new-password" {...field('confirmPassword')} />}
      <Button type="submit" fullWidth busy={busy} busyLabel="Processando...">
        {signUp ? 'Criar conta e continuar' : 'Entrar e continuar'}
      </Button>
      <Or>ou</Or>
      <Button type="button" variant="secondary" fullWidth disabled={busy} onClick={() => void google()}>
        Continuar com Google
      </Button>
    </Form>
  );

  return (
    <Tabs
      label="Sua conta"
      value={mode}
      onChange={(id) => {
        setMode(id as CheckoutAccountMode);
        setErrors({});
        setFormError(null);
      }}
      items={[
        { id: 'signin', label: 'Já tenho conta', content: mode === 'signin' ? formContent : null },
        { id: 'signup', label: 'Criar conta', content: mode === 'signup' ? formContent : null },
      ]}
    />
  );
}
