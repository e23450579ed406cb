import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn, TEST_USER } from 'shared-auth/testing';
import { toast } from 'shared-ui';
import { saveBasicInfo } from './api/saveBasicInfo';
import { BasicInfoStep } from './BasicInfoStep';

jest.mock('./api/saveBasicInfo');
const save = jest.mocked(saveBasicInfo);

const blank = { name: 'Meu Assistente', personality_description: '', business_description: '' };

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Descrição da personalidade/ }), 'Simpática e objetiva');
  await user.type(screen.getByRole('textbox', { name: /Descrição geral do negócio/ }), 'Clínica de estética');
}

describe('BasicInfoStep', () => {
  it('keeps the save disabled until the three fields are filled', async () => {
    const user = userEvent.setup();
    renderSignedIn(<BasicInfoStep userId={TEST_USER.id} initial={blank} onSaved={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: /Nome do Agente/ })).toHaveValue('Meu Assistente');
    const button = screen.getByRole('button', { name: 'Salvar e Continuar' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Preencha todos os campos obrigatórios')).toBeInTheDocument();
    await fill(user);
    expect(button).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: /Nome do Agente/ }));
    await user.type(screen.getByRole('textbox', { name: /Nome do Agente/ }), '   ');
    expect(button).toBeDisabled();
  });

  it('saves the trimmed fields, says so and hands the saved row on', async () => {
    const saved = {
      name: 'Bia',
      personality_description: 'Simpática e objetiva',
      business_description: 'Clínica de estética',
    };
    save.mockResolvedValue(saved);
    const onSaved = jest.fn();
    const success = jest.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderSignedIn(<BasicInfoStep userId={TEST_USER.id} initial={blank} onSaved={onSaved} />);
    const name = screen.getByRole('textbox', { name: /Nome do Agente/ });
    await user.clear(name);
    await user.type(name, 'Bia');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Salvar e Continuar' }));
    expect(save).toHaveBeenCalledWith(TEST_USER.id, {
      name: 'Bia',
      personalityDescription: 'Simpática e objetiva',
      businessDescription: 'Clínica de estética',
    });
    expect(success).toHaveBeenCalledWith('Informações básicas salvas com sucesso!');
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('keeps what was typed when the save fails', async () => {
    save.mockRejectedValue(new Error('offline'));
    const error = jest.spyOn(toast, 'error');
    const onSaved = jest.fn();
    const user = userEvent.setup();
    renderSignedIn(<BasicInfoStep userId={TEST_USER.id} initial={blank} onSaved={onSaved} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Salvar e Continuar' }));
    expect(error).toHaveBeenCalledWith('Erro ao salvar configuração');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Descrição geral do negócio/ })).toHaveValue('Clínica de estética');
    expect(screen.getByRole('button', { name: 'Salvar e Continuar' })).toBeEnabled();
  });
});
