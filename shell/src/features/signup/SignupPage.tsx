import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SIGNUP_MESSAGES, signupScreenMessage } from 'shared-auth';
import { signUpCustomer } from 'shared-auth/client';
import { formatPhone, maskCnpj, maskCpf, validateSignupScreen, type PersonType } from 'shared-domain';
import { Button, toast } from 'shared-ui';
import { Checkbox, Input, PasswordInput, SegmentedControl, FormError, fieldBinder } from 'shared-ui/widgets';
import { Divider, Form, Small } from '../../components/AuthForm';
import { CenteredPage } from '../../components/CenteredPage';
import { GoogleButton } from '../../components/GoogleButton';
import { LegalLinks } from '../../components/LegalLinks';
import { useAuthSubmit } from '../../components/useAuthSubmit';
import { mountOf, SHELL_PAGES } from 'shared-build/apps';

const EMPTY = {
  name: '',
  cpf: '',
  businessName: '',
  cnpj: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/** The sign-up screen: a person or a company, its details, a password and the terms, checked in order. */
export function SignupPage() {
  const navigate = useNavigate();
  const [personType, setPersonType] = useState<PersonType>('fisica');
  const [form, setForm] = useState(EMPTY);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const { busy, error, onSubmit } = useAuthSubmit({
    validate: () => validateSignupScreen({ ...form, personType, acceptTerms }),
    send: async () => {
      await signUpCustomer({ ...form, personType });
      toast.success(SIGNUP_MESSAGES.success);
      navigate(mountOf('mf_dashboard'));
    },
    failure: (err) => signupScreenMessage(err instanceof Error ? err.message : null),
    toast: true,
  });

  const field = fieldBinder(form, setForm);

  const company = personType === 'juridica';
  return (
    <CenteredPage title="Criar sua conta" subtitle="Comece a atender seus clientes com IA no WhatsApp">
      <Form onSubmit={onSubmit} noValidate aria-label="Criar conta">
        <SegmentedControl
          label="Tipo de pessoa"
          value={personType}
          onChange={(v) => setPersonType(v as PersonType)}
          options={[
            { value: 'fisica', label: 'Pessoa Física' },
            { value: 'juridica', label: 'Pessoa Jurídica' },
          ]}
        />
        <FormError>{error}</FormError>
        <Input label={company ? 'Nome do responsável' : 'Nome completo'} autoComplete="name" {...field('name')} />
        {company ? (
          <>
            <Input label="Nome da empresa" autoComplete="organization" {...field('businessName')} />
            <Input label="CNPJ" placeholder="00.000.000/0000-00" {...field('cnpj', maskCnpj)} />
          </>
        ) : (
          <Input label="CPF" placeholder="000.000.000-00" inputMode="numeric" {...field('cpf', maskCpf)} />
        )}
        <Input label="E-mail" type="email" autoComplete="email" {...field('email')} />
        <Input
          label="Telefone"
          type="tel"
          autoComplete="tel"
          placeholder="(11) 98765-4321"
          {...field('phone', formatPhone)}
        />
        <PasswordInput label="Senha" autoComplete="new-password" hint="Mínimo de 8 caracteres" {...field('password')} />
        <PasswordInput label="Confirmar senha" autoComplete="new-password" {...field('confirmPassword')} />
        <Checkbox
          label="Li e aceito os termos de serviço e a política de privacidade"
          checked={acceptTerms}
          onChange={(e) => setAcceptTerms(e.target.checked)}
        />
        <Button type="submit" fullWidth busy={busy} busyLabel="Criando conta...">
          Criar Conta
        </Button>
      </Form>
      <Divider>ou</Divider>
      <GoogleButton variant="signup" disabled={busy} />
      <Small>
        Já tem uma conta? <Link to={SHELL_PAGES.login}>Entrar</Link>
      </Small>
      <LegalLinks />
    </CenteredPage>
  );
}
