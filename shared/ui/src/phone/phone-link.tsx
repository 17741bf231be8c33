import { formatPhone, phoneHref } from './format-phone';
import styles from './phone-link.module.css';

/**
 * A phone number in a page body: a tel: link (a tap dials it on a phone), shown as (xxx) xxx-xxxx.
 * A number that is not ten digits (a short code like 988) is linked as written; anything that is not
 * a number at all shows as plain text.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const classes = className ? `${styles.phone} ${className}` : styles.phone;
  const href = phoneHref(phone);
  if (href) {
    return (
      <a href={href} className={classes}>
        {formatPhone(phone)}
      </a>
    );
  }
  const digits = phone.replace(/\D/g, '');
  if (digits.length >= 3 && digits.length <= 6 && digits === phone.trim()) {
    return (
      <a href={`tel:${digits}`} className={classes}>
        {phone}
      </a>
    );
  }
  return <span className={classes}>{phone}</span>;
}
