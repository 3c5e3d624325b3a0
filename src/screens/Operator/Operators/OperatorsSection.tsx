import { OperatorsScreen } from './OperatorsScreen';

/** /operator/operators: the operator accounts. */
export function OperatorsSection() {
  return <OperatorsScreen />;
}
