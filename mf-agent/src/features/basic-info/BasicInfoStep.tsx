import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, toast } from 'shared-ui';
import { Input, Textarea } from 'shared-ui/widgets';
import { saveBasicInfo, type BasicInfo, type SavedBasicInfo } from './api/saveBasicInfo';

export const BASIC_INFO_MESSAGES = {
  required: 'Preencha todos os campos obrigatórios',
  saved: 'Informações básicas salvas com sucesso!',
  failed: 'Erro ao salvar configuração',
} as const;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface BasicInfoStepProps {
  userId: string;
  initial: SavedBasicInfo;
  onSaved: (saved: SavedBasicInfo) => void;
}

/** Step 1 of 5: the assistant's name, personality and the business it serves. */
export function BasicInfoStep({ userId, initial, onSaved }: BasicInfoStepProps) {
  const [info, setInfo] = useState<BasicInfo>({
    name: initial.name,
    personalityDescription: initial.personality_description,
    businessDescription: initial.business_description,
  });
  const [busy, setBusy] = useState(false);
  const complete = Object.values(info).every((value) => value.trim() !== '');

  const bind = (key: keyof BasicInfo) => ({
    value: info[key],
    required: true,
    onChange: (e: { target: { value: string } }) => setInfo((current) => ({ ...current, [key]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      toast.error(BASIC_INFO_MESSAGES.required);
      return;
    }
    setBusy(true);
    try {
      const saved = await saveBasicInfo(userId, info);
      toast.success(BASIC_INFO_MESSAGES.saved);
      onSaved(saved);
    } catch (err) {
      console.error('[agent] basic info', err);
      toast.error(BASIC_INFO_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Informações Básicas">
      <Input label="Nome do Agente" maxLength={80} autoComplete="off" {...bind('name')} />
      <Textarea
        label="Descrição da personalidade"
        hint="Como o assistente fala com seus clientes: tom, estilo, jeito de tratar."
        maxLength={2000}
        {...bind('personalityDescription')}
      />
      <Textarea
        label="Descrição geral do negócio"
        hint="O que o seu negócio faz, onde fica, para quem atende."
        maxLength={4000}
        {...bind('businessDescription')}
      />
      <Footer>
        <Button type="submit" disabled={!complete} busy={busy} busyLabel="Salvando...">
          Salvar e Continuar
        </Button>
        {!complete && <p>{BASIC_INFO_MESSAGES.required}</p>}
      </Footer>
    </Form>
  );
}
