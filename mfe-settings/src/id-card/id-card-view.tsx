// The front and back of a member ID card as text (readable by screen readers, zoomable, printable),
// laid out like the plastic card in the plan's brand colours.
import { brandOf, PhoneLink, formatMoney, formatPersonName } from '@portal/ui';
import { formatDate } from '@portal/ui/dates';
import type { BrandTier } from '@portal/contracts/domain';
import type { IdCard } from './id-card-api';
import styles from './id-card.module.css';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The plan's own name under the brand line, without the brand said again: a plan display name
 * starts with its brand ("Health Advantage Dental Plus", "Arkansas Blue Cross Employee Plan"), which
 * the card's first line already shows. Empty when the plan name is the brand's name alone.
 */
export function planNameAfterBrand(planName: string, brandNames: readonly string[]): string {
  const plan = planName.trim();
  const longestFirst = brandNames.map((name) => name.trim()).filter(Boolean).sort((a, b) => b.length - a.length);
  const said = longestFirst.find((name) => plan.toLowerCase().startsWith(name.toLowerCase()) && (plan.length === name.length || /\s/.test(plan.charAt(name.length))));
  return said ? plan.slice(said.length).trim() : plan;
}

export function IdCardView({ card, tier }: { card: IdCard; tier: BrandTier | undefined }) {
  const brand = brandOf(tier);
  const name = formatPersonName(card.name);
  const brandLine = card.brand || brand.name;
  const planLine = planNameAfterBrand(card.planName, [brandLine, brand.name, brand.shortName]);
  return (
    <div className={styles.sides}>
      <section className={styles.card} aria-label={`Front of ${name}’s ${card.policyType} card`}>
        <p className={styles.brand}>{brandLine}</p>
        {planLine && <p className={styles.plan}>{planLine}</p>}
        <dl className={styles.fields}>
          <Field label="Member" value={name} />
          <Field label="Member ID" value={card.memberId} />
          <Field label="Group" value={card.groupId} />
          <Field label="Group name" value={card.groupName} />
          <Field label="Effective date" value={formatDate(card.effectiveDate)} />
        </dl>
        {/* Copays are amounts and coinsurance a percentage, each under its own label. */}
        {card.copays.length > 0 && (
          <>
            <p className={styles.groupLabel}>Copays</p>
            <dl className={styles.copays}>
              {card.copays.map((copay) => (
                <Field key={copay.label} label={copay.label} value={formatMoney(copay.amount)} />
              ))}
            </dl>
          </>
        )}
        {card.coinsurance.length > 0 && (
          <>
            <p className={styles.groupLabel}>Coinsurance (your share)</p>
            <dl className={styles.copays}>
              {card.coinsurance.map((share) => (
                <Field key={share.label} label={share.label} value={`${share.percent}%`} />
              ))}
            </dl>
          </>
        )}
        {card.rx && (
          <dl className={styles.fields}>
            <Field label="Rx BIN" value={card.rx.bin} />
            <Field label="Rx PCN" value={card.rx.pcn} />
            <Field label="Rx Group" value={card.rx.group} />
          </dl>
        )}
      </section>
      <section className={`${styles.card} ${styles.back}`} aria-label={`Back of ${name}’s ${card.policyType} card`}>
        <p>
          Customer service: <PhoneLink phone={card.customerServicePhone} />
        </p>
        <p>Show this card when you get care. Having this card does not guarantee coverage.</p>
        <p>In an emergency, go to the nearest emergency room or call 911.</p>
        <p>Providers: file claims with your local plan.</p>
        {/* Only a card with pharmacy benefit numbers speaks to pharmacists (dental and vision cards have none). */}
        {card.rx && <p>Pharmacists: use the Rx numbers on the front of this card.</p>}
        <p className={styles.licensee}>{brand.licensee}</p>
      </section>
    </div>
  );
}
