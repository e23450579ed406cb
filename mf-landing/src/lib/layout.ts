import styled from 'styled-components';

/** Height of the fixed header, in px: the page starts below it and anchored sections stop below it. */
export const HEADER_HEIGHT = 64;

/** A landing section. scroll-margin-top keeps its heading out from under the fixed header on #anchor jumps. */
export const Section = styled.section<{ $tone?: 'plain' | 'muted' | 'brand' }>`
  scroll-margin-top: ${HEADER_HEIGHT + 16}px;
  padding: ${({ theme }) => theme.space[16]} 0;
  background: ${({ theme, $tone = 'plain' }) =>
    $tone === 'muted'
      ? theme.colors.surfaceMuted
      : $tone === 'brand'
        ? theme.colors.primarySubtle
        : theme.colors.surface};

  ${({ theme }) => theme.media.mdDown} {
    padding: ${({ theme }) => theme.space[12]} 0;
  }
`;

/** Centred content column; never wider than the viewport, so a 360 px screen does not scroll sideways. */
export const Container = styled.div`
  width: 100%;
  max-width: 1160px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.smDown} {
    padding: 0 ${({ theme }) => theme.space[4]};
  }
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: 2rem;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.mdDown} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const SectionLead = styled.p`
  max-width: 680px;
  margin: 0 auto ${({ theme }) => theme.space[10]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A bare list laid out in three equal columns; each section adds where it folds to one. */
export const ThreeColumnList = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
