import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, toast } from 'shared-ui';
import { Input, Textarea } from 'shared-ui/widgets';
import type { BasicInfo, SavedBasicInfo } from './api/saveBasicInfo';
import { useSaveBasicInfo } from './api/useSaveBasicInfo';
import { BASIC_INFO_MESSAGES } from './messages';

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
  const save = useSaveBasicInfo(userId, (saved) => {
    toast.success(BASIC_INFO_MESSAGES.saved);
    onSaved(saved);
  });
  const complete = Object.values(info).every((value) => value.trim() !== '');

  const bind = (key: keyof BasicInfo) => ({
    value: info[key],
    required: true,
    onChange: (e: { target: { value: string } }) => setInfo((current) => ({ ...current, [key]: e.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      toast.error(BASIC_INFO_MESSAGES.required);
      return;
    }
    save.mutate(info);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Informações Básicas">
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
        <Button type="submit" disabled={!complete} busy={save.isPending} busyLabel="Salvando...">
          Salvar e Continuar
        </Button>
        {!complete && <p>{BASIC_INFO_MESSAGES.required}</p>}
      </Footer>
    </Form>
  );
}
