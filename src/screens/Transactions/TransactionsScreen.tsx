import { TRANSACTIONS_CSV_FILE, transactionsCsv, transactionsQuery } from '../../api/wallet';
import { pickFilter } from '../shared/FilteredList/listFilter';
import { useFilteredList } from '../shared/FilteredList/useFilteredList';
import { TransactionsView } from './TransactionsView';

export function TransactionsScreen() {
  const list = useFilteredList({
    query: (filter, page) => transactionsQuery({ ...filter, page }),
    exportCsv: transactionsCsv,
    fileName: TRANSACTIONS_CSV_FILE,
    toFilter: pickFilter(['wallet', 'type', 'source', 'from_date', 'to_date']),
  });
  return <TransactionsView {...list} />;
}
