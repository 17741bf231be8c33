// The front and back of a member ID card as text (readable by screen readers, zoomable, printable),
// laid out like the plastic card in the plan's brand colours: the front identifies the member and the
// plan (with what the member pays at the door and the pharmacy numbers), the back says whom to call.
import { useId, type ReactNode } from 'react';
import { brandOf, BrandMark, PhoneLink, formatMoney, formatPersonName } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { claimsMailingAddress, phoneLines } from '@portal/contracts/phone-lines';
import type { BrandTier } from '@portal/contracts/domain';
import type { IdCard } from './api';
import styles from './id-card.module.css';

/** A label over its value; an identifier's value never breaks across lines. */
function Field({ label, value, identifier = false }: { label: string; value: ReactNode; identifier?: boolean }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd className={identifier ? styles.identifier : undefined}>{value}</dd>
    </div>
  );
}

/** A label and its amount on one line, as a card lists what the member pays. */
function CostRow({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.costRow}>
      <dt>{label}</dt>
      <dd className={styles.identifier}>{value}</dd>
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
  const longestFirst = brandNames
    .map((name) => name.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  const said = longestFirst.find(
    (name) => plan.toLowerCase().startsWith(name.toLowerCase()) && (plan.length === name.length || /\s/.test(plan.charAt(name.length))),
  );
  return said ? plan.slice(said.length).trim() : plan;
}

/** One side of the card: a region named by its heading, "Front of Ava Martinez's Medical card". */
function CardSide({ side, whose, className, children }: { side: 'Front' | 'Back'; whose: string; className: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.side} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sideHeading}>
        {side} of <span className="portal-visually-hidden">{whose} </span>card
      </h3>
      <div className={className}>{children}</div>
    </section>
  );
}

function CardFront({ card, tier }: { card: IdCard; tier: BrandTier }) {
  const brand = brandOf(tier);
  const brandLine = card.brand || brand.name;
  const planLine = planNameAfterBrand(card.planName, [brandLine, brand.name, brand.shortName]);
  const groupName = card.groupName.trim();
  const showsGroupName = groupName !== '' && ![card.planName.trim(), planLine, brandLine].includes(groupName);
  return (
    <>
      <div className={styles.band}>
        <BrandMark tier={brand.tier} className={styles.mark} />
        <div>
          <p className={styles.brand}>{brandLine}</p>
          {planLine && <p className={styles.plan}>{planLine}</p>}
        </div>
      </div>
      <div className={styles.frontBody}>
        <dl className={styles.fields}>
          <Field label="Member" value={formatPersonName(card.name)} />
          <Field label="Member ID" value={card.memberId} identifier />
          <Field label="Group" value={card.groupId} identifier />
          {showsGroupName && <Field label="Group name" value={groupName} />}
          <Field label="Effective date" value={formatDate(card.effectiveDate)} identifier />
        </dl>
        {/* Copays are amounts and coinsurance a percentage, each under its own label. */}
        <div className={styles.costs}>
          {card.copays.length > 0 && (
            <>
              <p className={styles.groupLabel}>Copays</p>
              <dl className={styles.costList}>
                {card.copays.map((copay) => (
                  <CostRow key={copay.label} label={copay.label} value={formatMoney(copay.amount)} />
                ))}
              </dl>
            </>
          )}
          {card.coinsurance.length > 0 && (
            <>
              <p className={styles.groupLabel}>Coinsurance (your share)</p>
              <dl className={styles.costList}>
                {card.coinsurance.map((share) => (
                  <CostRow key={share.label} label={share.label} value={`${share.percent}%`} />
                ))}
              </dl>
            </>
          )}
        </div>
      </div>
      {card.rx && (
        <dl className={styles.rx}>
          <Field label="Rx BIN" value={card.rx.bin} identifier />
          <Field label="Rx PCN" value={card.rx.pcn} identifier />
          <Field label="Rx Group" value={card.rx.group} identifier />
        </dl>
      )}
    </>
  );
}

function CardBack({ card, tier }: { card: IdCard; tier: BrandTier }) {
  const brand = brandOf(tier);
  return (
    <>
      <dl className={styles.contacts}>
        <Field label="Member services" value={<PhoneLink phone={card.customerServicePhone} />} identifier />
        {/* Only a card with pharmacy benefit numbers speaks to pharmacies (dental and vision cards have none). */}
        {card.rx && <Field label="Pharmacy help" value={<PhoneLink phone={phoneLines.pharmacy.phone} />} identifier />}
        <Field label="Provider services" value={<PhoneLink phone={phoneLines.providerServices.phone} />} identifier />
        <Field label="Website" value={window.location.host} identifier />
        <Field
          label="Send claims to"
          value={claimsMailingAddress.map((line) => (
            <span key={line} className={styles.addressLine}>
              {line}
            </span>
          ))}
        />
      </dl>
      <div className={styles.finePrint}>
        <p>Show this card when you get care. Having this card does not guarantee coverage.</p>
        <p>In an emergency, go to the nearest emergency room or call 911.</p>
        <p>Providers: file claims with your local plan.</p>
        {card.rx && <p>Pharmacists: use the Rx numbers on the front of this card.</p>}
        <p>{brand.licensee}</p>
      </div>
    </>
  );
}

export function IdCardView({ card, tier }: { card: IdCard; tier: BrandTier | undefined }) {
  const whose = `${formatPersonName(card.name)}’s ${card.policyType}`;
  const brandTier = brandOf(tier).tier;
  return (
    <div className={styles.sides}>
      <CardSide side="Front" whose={whose} className={`${styles.card} ${styles.front}`}>
        <CardFront card={card} tier={brandTier} />
      </CardSide>
      <CardSide side="Back" whose={whose} className={`${styles.card} ${styles.back}`}>
        <CardBack card={card} tier={brandTier} />
      </CardSide>
    </div>
  );
}
