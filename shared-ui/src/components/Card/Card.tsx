import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline (default h2). */
  titleAs?: 'h2' | 'h3' | 'h4';
  description?: ReactNode;
  /** Buttons or links at the right of the header. */
  actions?: ReactNode;
  /** 'section'/'article' make it a named landmark/article (named by the title). */
  as?: 'div' | 'section' | 'article';
  padding?: CardPadding;
}

const paddings: Record<CardPadding, 0 | 3 | 4 | 6> = { none: 0, sm: 3, md: 4, lg: 6 };

const Root = styled.div<{ $padding: CardPadding }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme, $padding }) => theme.space[paddings[$padding]]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export function Card({
  title,
  titleAs = 'h2',
  description,
  actions,
  as = 'div',
  padding = 'md',
  children,
  ref,
  ...rest
}: CardProps) {
  const titleId = useId();
  const hasHeader = Boolean(title || description || actions);
  // Only landmark-ish elements get a name: a named <div> means nothing to assistive technology.
  const labelledBy = as !== 'div' && title ? titleId : undefined;
  return (
    <Root as={as} ref={ref} aria-labelledby={labelledBy} $padding={padding} {...rest}>
      {hasHeader && (
        <Header>
          <Titles>
            {title && (
              <Title as={titleAs} id={titleId}>
                {title}
              </Title>
            )}
            {description && <Description>{description}</Description>}
          </Titles>
          {actions && <Actions>{actions}</Actions>}
        </Header>
      )}
      {children}
    </Root>
  );
}
