import { useId, useState } from 'react';
import styled from 'styled-components';
import { Container, Section, SectionHeading, SectionLead } from '../../lib/layout';
import { SECTION_IDS } from '../../lib/sections';
import { FAQ_ITEMS, toggleOpen } from './faqItems';

const List = styled.div`
  max-width: 800px;
  margin: 0 auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Question = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  border: 0;
  background: transparent;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryText};
  }

  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.transitions.normal};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.gray[700]};

  p {
    margin: 0;
  }
`;

function Chevron() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Accordion of the seven questions: one answer open at a time. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <Section id={SECTION_IDS.faq} aria-labelledby="faq-titulo">
      <Container>
        <SectionHeading id="faq-titulo">Perguntas frequentes</SectionHeading>
        <SectionLead>Tire suas dúvidas sobre o Atende.AI antes de começar.</SectionLead>
        <List>
          {FAQ_ITEMS.map((item, index) => {
            const buttonId = `${baseId}-pergunta-${index}`;
            const panelId = `${baseId}-resposta-${index}`;
            const expanded = open === index;
            return (
              <Item key={item.question}>
                <Question>
                  <Trigger
                    type="button"
                    id={buttonId}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen((current) => toggleOpen(current, index))}
                  >
                    <span>{item.question}</span>
                    <Chevron />
                  </Trigger>
                </Question>
                <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
                  <p>{item.answer}</p>
                </Panel>
              </Item>
            );
          })}
        </List>
      </Container>
    </Section>
  );
}
