import type { SVGProps } from 'react';

// Decorative icons: every caller supplies the accessible text itself.
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Svg({ size = 16, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
