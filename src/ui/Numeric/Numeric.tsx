import type { ReactNode } from 'react';

export type NumericProps = {
  /** The amount, range or figure with its unit, written left to right. */
  children: ReactNode;
};

/**
 * An amount, a range or a figure with its unit ('100 - 500 USDT', '5000.00 USDT per 24 hours'), kept in its
 * left-to-right order inside a right-to-left page: isolated, so neither its digits nor the words around it
 * are reordered.
 */
export function Numeric({ children }: NumericProps) {
  return <bdi dir="ltr">{children}</bdi>;
}
