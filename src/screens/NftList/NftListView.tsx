import { Fragment } from 'react';
import { PageHeader } from '../../ui';
import * as styles from '../shared/Showcase.css';
import { NftArt } from './NftArt';
import { collectionStats, NFT_PRICE, nftItems } from './nftContent';

/** The NFT collection page (/user/nft-list): static demo content, nothing here is for sale. */
export function NftListView() {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Tessera Collection"
        description="Demo collection for illustration; these items are not for sale."
      />
      <section className={styles.panel} aria-label="Collection stats">
        <dl className={styles.figures}>
          {collectionStats.map((stat) => (
            <Fragment key={stat.label}>
              <div>
                <dt className={styles.muted}>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            </Fragment>
          ))}
        </dl>
      </section>
      <ul className={styles.grid} aria-label="Items">
        {nftItems.map((item) => (
          <li key={item.id} className={styles.panel}>
            <NftArt className={styles.art} seed={item.id} hue={item.hue} />
            <h2 className={styles.itemTitle}>{item.name}</h2>
            <p className={styles.muted}>Price {NFT_PRICE} USDT</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
