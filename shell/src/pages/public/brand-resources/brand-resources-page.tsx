// /brand-resources (public): the five brand tiers (logo, plan display name, colors with their
// contrast) and how partners, employers and brokers may use our names and link to the portal.
import { Link } from '@portal/routing';
import { brandTiers } from '../../../brand/brand-tiers';
import { BrandCard } from './brand-card';
import styles from './brand-resources-page.module.css';

export function BrandResourcesPage() {
  const portalSignIn = `${window.location.origin}/login`;
  return (
    <>
      <h1 tabIndex={-1}>Brand resources</h1>
      <p className={styles.lead}>Guidance for employers, brokers and partners who show our brands or link members to the member portal.</p>

      <section aria-labelledby="brands-heading">
        <h2 id="brands-heading">Our brands</h2>
        <p>Each plan belongs to one of five brands. The portal shows the brand of the member&apos;s selected plan.</p>
        <ul className={styles.cards}>
          {brandTiers.map((tier) => (
            <BrandCard key={tier} tier={tier} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="logo-use-heading">
        <h2 id="logo-use-heading">Using our names and logos</h2>
        <ul>
          <li>Use the full brand name the first time you mention it, for example “Health Advantage”, then the short name.</li>
          <li>
            Show the logo on a white or light background, in the brand color or in black. Do not stretch, recolor, rotate or add effects to
            it.
          </li>
          <li>Keep clear space around the logo at least as wide as the brand’s mark, and do not show it smaller than 24 pixels high.</li>
          <li>
            Always give the logo a text alternative with the brand name, for example alt=&quot;Arkansas Blue Cross and Blue Shield&quot;.
          </li>
          <li>
            The Blue Cross and Blue Shield names and symbols are registered marks of the Blue Cross and Blue Shield Association. Ask us
            before using them.
          </li>
        </ul>
      </section>

      <section aria-labelledby="color-use-heading">
        <h2 id="color-use-heading">Color and accessibility</h2>
        <ul>
          <li>Put white text on a brand color, or brand-colored text on white. Both pass WCAG 2.1 AA for text of any size.</li>
          <li>Normal text needs a contrast of at least 4.5:1 with its background, large text and interface parts at least 3:1.</li>
          <li>Never use color alone to show meaning. Add text or an icon as well.</li>
        </ul>
      </section>

      <section aria-labelledby="linking-heading">
        <h2 id="linking-heading">Linking to the member portal</h2>
        <ul>
          <li>
            Link to the sign-in page: <code className={styles.url}>{portalSignIn}</code>. Members who are not registered yet can register
            from there.
          </li>
          <li>
            You may link to any page of the portal. Members who are not signed in are asked to sign in, then go straight to that page.
          </li>
          <li>Use link text that says where the link goes, such as “Sign in to your member portal”, not “click here”.</li>
          <li>
            Open the portal in the same tab or a new one, but never inside a frame: the portal refuses to be shown in a frame to protect
            members from look-alike pages.
          </li>
          <li>Never put member information, such as a member ID, in a link.</li>
        </ul>
        <p>
          For help with brand use or linking, use our <Link to="/contact">contact form</Link>.
        </p>
      </section>
    </>
  );
}
