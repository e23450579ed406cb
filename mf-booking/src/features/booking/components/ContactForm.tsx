import type { FormEvent, RefObject } from 'react';
import styled, { css } from 'styled-components';
import { Button } from 'shared-ui';
import { formatPhone } from 'shared-domain/phone';
import { MAX_EMAIL, type ContactErrors, type ContactField, type ContactValues } from '../contactForm';
import { MESSAGES } from '../messages';
import { Alert, Section, SectionTitle } from './styles';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const control = css`
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  ${control}
  min-height: 44px;
`;

const TextArea = styled.textarea`
  ${control}
  min-height: 88px;
  resize: vertical;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
`;

export interface FieldRefs {
  nome: RefObject<HTMLInputElement | null>;
  telefone: RefObject<HTMLInputElement | null>;
  email: RefObject<HTMLInputElement | null>;
  observacao: RefObject<HTMLTextAreaElement | null>;
}

interface Props {
  values: ContactValues;
  errors: ContactErrors;
  onChange: (field: ContactField, value: string) => void;
  onSubmit: () => void;
  busy: boolean;
  /** A refusal that is not about one field (too many attempts, no connection…). */
  submitError: string | null;
  fieldRefs: FieldRefs;
}

/** Name, WhatsApp (masked as it is typed), an optional e-mail and note; errors under each field. */
export function ContactForm({ values, errors, onChange, onSubmit, busy, submitError, fieldRefs }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  const described = (field: ContactField, hint?: string) =>
    [errors[field] ? `${field}-erro` : null, hint].filter(Boolean).join(' ') || undefined;
  return (
    <Section aria-labelledby="dados-titulo">
      <SectionTitle id="dados-titulo">{MESSAGES.contact}</SectionTitle>
      <Form noValidate onSubmit={submit}>
        <Field>
          <Label htmlFor="nome">{MESSAGES.name}</Label>
          <Input
            id="nome"
            ref={fieldRefs.nome}
            value={values.nome}
            onChange={(e) => onChange('nome', e.target.value)}
            autoComplete="name"
            aria-invalid={Boolean(errors.nome)}
            aria-describedby={described('nome')}
          />
          {errors.nome && <FieldError id="nome-erro">{errors.nome}</FieldError>}
        </Field>
        <Field>
          <Label htmlFor="telefone">{MESSAGES.phone}</Label>
          <Input
            id="telefone"
            ref={fieldRefs.telefone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            value={values.telefone}
            onChange={(e) => onChange('telefone', formatPhone(e.target.value))}
            aria-invalid={Boolean(errors.telefone)}
            aria-describedby={described('telefone', 'telefone-dica')}
          />
          <Hint id="telefone-dica">Celular com DDD</Hint>
          {errors.telefone && <FieldError id="telefone-erro">{errors.telefone}</FieldError>}
        </Field>
        <Field>
          <Label htmlFor="email">{MESSAGES.email}</Label>
          <Input
            id="email"
            ref={fieldRefs.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={MAX_EMAIL}
            value={values.email}
            onChange={(e) => onChange('email', e.target.value)}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={described('email')}
          />
          {errors.email && <FieldError id="email-erro">{errors.email}</FieldError>}
        </Field>
        <Field>
          <Label htmlFor="observacao">{MESSAGES.note}</Label>
          <TextArea
            id="observacao"
            ref={fieldRefs.observacao}
            value={values.observacao}
            onChange={(e) => onChange('observacao', e.target.value)}
            aria-invalid={Boolean(errors.observacao)}
            aria-describedby={described('observacao')}
          />
          {errors.observacao && <FieldError id="observacao-erro">{errors.observacao}</FieldError>}
        </Field>
        {submitError && <Alert role="alert">{submitError}</Alert>}
        <Button type="submit" size="lg" fullWidth busy={busy} busyLabel={MESSAGES.confirming}>
          {MESSAGES.confirm}
        </Button>
      </Form>
    </Section>
  );
}
