import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import type { Brand } from '../lib/brand';

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(hex: string, target: number, amount: number): string {
  const [r, g, b] = hexToRgb(hex).map((c) => Math.round(c + (target - c) * amount)) as [
    number,
    number,
    number,
  ];
  return `#${((1 << 24) + (r << 16) + (g << 8) + b).toString(16).slice(1)}`;
}

/** Ten shades around the brand colour; shades 5–9 keep ≥ 4.5:1 contrast with white (WCAG AA). */
export function paletteOf(base: string): MantineColorsTuple {
  return [
    mix(base, 255, 0.94),
    mix(base, 255, 0.86),
    mix(base, 255, 0.72),
    mix(base, 255, 0.56),
    mix(base, 255, 0.38),
    mix(base, 255, 0.1),
    base,
    base,
    mix(base, 0, 0.18),
    mix(base, 0, 0.34),
  ];
}

/** The Mantine theme of a brand: its colour as primary, system font stacks, AA-safe shades. */
export function themeOf(brand: Brand) {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 7, dark: 5 },
    colors: { brand: paletteOf(brand.colors.primary) },
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headings: {
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
    focusRing: 'auto',
    defaultRadius: 'sm',
  });
}

/** Darker defaults for dimmed text, errors and light-variant colours so they pass AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    // Text of light-variant alerts and badges: Mantine's green.9 (3.8:1), teal.9 (4.3:1) and yellow.9
    // (2.7:1) on their shade-1 backgrounds fail AA; these darker tones reach 5.4–6.2:1.
    '--mantine-color-green-light-color': '#1f6f30',
    '--mantine-color-teal-light-color': '#066a4c',
    '--mantine-color-yellow-light-color': '#8a4a00',
  },
  dark: {},
});
