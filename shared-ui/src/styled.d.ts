// Types `props.theme` in every styled component of every app: index.ts references this file, so importing
// 'shared-ui' is enough to get the augmentation.
import 'styled-components';
import type { AppTheme } from './theme/theme';

declare module 'styled-components' {
  // An interface (not a type alias) is required for declaration merging; it adds nothing of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
