import { type ReactNode, useState } from 'react';
import { site } from '../../src/content/site';
import { AppLayoutView, type ThemeSettingsBinding } from '../../src/screens/Layout/AppLayoutView';
import { TransferView, type TransferViewProps } from '../../src/screens/Transfer/TransferView';
import transferStories from '../../src/screens/Transfer/TransferView.stories';
import type { ColorMode } from '../../src/theme';
import {
  Button,
  buttonVariants,
  Checkbox,
  Dialog,
  DialogClose,
  notify,
  Pagination,
  Select,
  type StatusKind,
  StatusPill,
  Switch,
  statusKindNames,
  statusKinds,
  Table,
  Tabs,
  TextField,
  ToastHost,
} from '../../src/ui';
import { samplePayoutColumns, samplePayouts } from '../gallery/samplePayouts';
import * as css from './ThemeLab.css';

const noop = () => {};

function TwoFactor() {
  const [on, setOn] = useState(true);
  return <Switch label="Two-factor" checked={on} onCheckedChange={setOn} />;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.part} aria-label={title}>
      <h2 className={css.partTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** The transfer screen as its own stories show it: a real view, with the data its Idle story gives it. */
const transferArgs = transferStories.args as TransferViewProps;

/**
 * A representative set: every button, a field in error, each status, a paged table, tabs, a dialog, a toast,
 * and a real screen inside the app's shell, so one look tells whether a theme holds together.
 */
export function LabShowcase({ theme, mode }: { theme: ThemeSettingsBinding; mode: ColorMode }) {
  return (
    <div className={css.showcase}>
      <Part title="Buttons">
        <div className={css.row}>
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant.charAt(0).toUpperCase() + variant.slice(1)}
            </Button>
          ))}
          <Button disabled>Disabled</Button>
          <Button busy>Busy</Button>
          <Button size="sm" variant="secondary">
            Small
          </Button>
        </div>
      </Part>
      <Part title="Fields">
        <div className={css.fields}>
          <TextField label="Username" defaultValue="alice01" />
          <TextField label="Amount" defaultValue="12.5" error="Amount must be a multiple of 50" />
          <Select
            label="Network"
            defaultValue="trc20"
            options={[
              { value: 'trc20', label: 'TRC20' },
              { value: 'bep20', label: 'BEP20' },
            ]}
          />
          <div className={css.row}>
            <Checkbox defaultChecked>Remember me</Checkbox>
            <TwoFactor />
          </div>
        </div>
      </Part>
      <Part title="Status pills">
        <div className={css.row}>
          {statusKindNames.flatMap((kind: StatusKind) =>
            Object.keys(statusKinds[kind]).map((status) => (
              <StatusPill key={`${kind}-${status}`} kind={kind} status={status} />
            )),
          )}
        </div>
      </Part>
      <Part title="Table">
        <Table columns={samplePayoutColumns} rows={samplePayouts} rowKey={(r) => r.id} label="Lab payouts" />
        <Pagination
          meta={{ current_page: 2, last_page: 5, from: 11, to: 20, total: 48 }}
          onPageChange={noop}
          label="Lab pages"
        />
      </Part>
      <Part title="Tabs, dialog and toast">
        <Tabs
          label="Reserve type"
          defaultValue="nft"
          items={[
            { value: 'nft', label: 'NFT', content: <p className={css.muted}>Plans that reserve an NFT.</p> },
            { value: 'crypto', label: 'Crypto', content: <p className={css.muted}>Plans in USDT.</p> },
            { value: 'closed', label: 'Closed', content: null, disabled: true },
          ]}
        />
        <div className={css.row}>
          <Dialog
            title="Confirm withdrawal"
            description="Send 300.00 USDT to your TRC20 address? Network fees apply."
            trigger={<Button variant="secondary">Open dialog</Button>}
            footer={
              <DialogClose asChild>
                <Button>Confirm</Button>
              </DialogClose>
            }
          />
          <Button variant="secondary" onClick={() => notify.success('Theme looks good.')}>
            Show a toast
          </Button>
          <Button
            variant="secondary"
            onClick={() => notify.error('Something Went Wrong Please Try Again....')}
          >
            Show an error toast
          </Button>
        </div>
        <ToastHost theme={mode} />
      </Part>
      <Part title="Screen: Transfer in the app's shell">
        <div className={css.screen}>
          <AppLayoutView
            content={site}
            member={{ username: 'alice01', refcode: 'TS100234' }}
            onLogout={noop}
            theme={theme}
          >
            <TransferView {...transferArgs} />
          </AppLayoutView>
        </div>
      </Part>
    </div>
  );
}
