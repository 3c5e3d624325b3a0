import type { ColorMode, PresetName } from '../../src/theme';
import { Button, Checkbox, Select, TextField } from '../../src/ui';
import { StatCard } from '../../src/ui/StatCard/StatCard';
import { SummaryRow } from '../../src/ui/SummaryRow/SummaryRow';
import { Pagination } from '../../src/ui/Table/Pagination';
import { Table } from '../../src/ui/Table/Table';
import { samplePayoutColumns, samplePayouts } from './samplePayouts';
import * as css from './ThemeGallery.css';

const summary = [
  { title: 'Total Income', amount: '1250.5' },
  { title: 'Withdrawn', amount: '300' },
];

const page = { current_page: 2, last_page: 5, from: 11, to: 20, total: 48 };

const noop = () => {};

/** A member page in miniature: what a designer checks first when a preset or mode changes. */
export function SamplePage({ preset, mode }: { preset: PresetName; mode: ColorMode }) {
  const name = `${preset} ${mode}`;
  return (
    <>
      <h2 className={css.panelTitle}>{name}</h2>
      <SummaryRow items={summary} label={`${name} summary`} />
      <div className={css.cards}>
        <StatCard title="Wallet Balance" value="1,250.00 USDT" trend={{ direction: 'up', label: 'Up 4%' }} />
        <StatCard title="Total Team" value="128" />
      </div>
      <Table
        columns={samplePayoutColumns}
        rows={samplePayouts.slice(0, 2)}
        rowKey={(r) => r.id}
        label={`${name} payouts`}
      />
      <Pagination meta={page} onPageChange={noop} label={`${name} pages`} />
      <div className={css.columns}>
        <form className={css.form} aria-label={`${name} form`} onSubmit={(e) => e.preventDefault()}>
          <TextField label="Username" defaultValue="alice" />
          <TextField label="Amount" error="Amount is Required" />
          <Select
            label="Network"
            defaultValue="trc20"
            options={[
              { value: 'trc20', label: 'TRC20' },
              { value: 'bep20', label: 'BEP20' },
            ]}
          />
          <Checkbox defaultChecked>Remember me</Checkbox>
          <div className={css.buttons}>
            <Button variant="primary">Save</Button>
            <Button variant="secondary">Cancel</Button>
            <Button variant="ghost">Skip</Button>
            <Button variant="danger">Delete</Button>
            <Button variant="primary" disabled>
              Busy
            </Button>
          </div>
        </form>
        <section className={css.dialog} aria-label={`${name} dialog`}>
          <h3 className={css.dialogTitle}>Confirm withdrawal</h3>
          <p className={css.muted}>
            <bdi>Send 300.00 USDT to your TRC20 address? Network fees apply.</bdi>
          </p>
          <div className={css.buttons}>
            <Button variant="secondary">Close</Button>
            <Button variant="primary">Confirm</Button>
          </div>
        </section>
      </div>
    </>
  );
}
