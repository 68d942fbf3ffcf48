import { useContactEmail } from '../state/contact';

/** The public contact address as a mail link (CONTACT_EMAIL, from the catalog), with an optional subject. */
export function ContactEmail({ subject }: { subject?: string }) {
  const email = useContactEmail();
  if (!email) return <span className="contact-pending">our contact address (it shows here when you are online)</span>;
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return <a href={href}>{email}</a>;
}

/**
 * The legal text (/legal): terms and conditions with the restrictions and what follows an
 * attempt at prohibited images, privacy, intellectual property with copyright takedowns and the removal
 * of an image of oneself, and contact. Shown on /legal and, before the terms are accepted, inside the
 * age gate; `idPrefix` keeps the sections' ids (the page's #terms, #privacy, #copyright anchors) unique.
 */
export function LegalText({ idPrefix = '' }: { idPrefix?: string }) {
  return (
    <>
      <section id={`${idPrefix}terms`} aria-labelledby={`${idPrefix}terms-title`}>
        <h2 id={`${idPrefix}terms-title`}>Terms and Conditions</h2>
        <p>
          Studio 18 is a service for adults aged 18 or over. By confirming your age and using the site you agree to these terms and to use
          the service only where it is lawful for you to do so. If you do not agree, please do not use Studio 18.
        </p>

        <h3>Restrictions</h3>
        <p>You may not use Studio 18:</p>
        <ul>
          <li>in any way that damages, or could damage, the site or impairs anyone's access to it;</li>
          <li>in any way that is unlawful, fraudulent or harmful, or for any unlawful purpose;</li>
          <li>to collect data from the site by scraping, harvesting or similar automated means;</li>
          <li>
            to create offensive material, or any material depicting or suggesting minors (underage material). Such material is strictly
            prohibited.
          </li>
        </ul>

        <h3>Prohibited images</h3>
        <p>
          Every prompt is checked before anything is generated, and refused attempts are recorded. Trying to produce prohibited images ends
          your access to Studio 18 and closes your account. Serious cases are reported to the police and followed by legal action.
        </p>

        <h3>Your responsibility for what you create</h3>
        <p>
          You are responsible for the content you create and for how you use it, and for having the rights to any image you upload. When an
          image shows a real person, you must have that person's explicit consent to use and modify it; you confirm this each time you
          upload one. Never upload an image of a person under 18.
        </p>

        <h3>Tokens</h3>
        <p>
          The free tools cost nothing. Other tools are paid per use with tokens, bought as one-time purchases in USD with no weekly or
          monthly subscription. Tokens do not expire.
        </p>

        <h3>Governing law</h3>
        <p>These terms are governed by Norwegian law. Disputes belong to the courts of Oslo, Norway.</p>
      </section>

      <section id={`${idPrefix}privacy`} aria-labelledby={`${idPrefix}privacy-title`}>
        <h2 id={`${idPrefix}privacy-title`}>Privacy Policy</h2>
        <p>
          We keep only what the service needs: your e-mail address, your token balance and purchases, and the items you save. We never sell
          or share your e-mail address with third parties. Payments are processed by our payment provider; we do not see your card or wallet
          details.
        </p>
        <p>
          Your browser keeps your age confirmation and cookie consent, the account you last signed in with (never your password) and copies
          of pages you opened, so the site also works offline. You can clear them at any time in your browser.
        </p>
        <p>You can ask us by e-mail for a copy of the data we hold about you, or to delete your account and everything in it.</p>
      </section>

      <section id={`${idPrefix}copyright`} aria-labelledby={`${idPrefix}copyright-title`}>
        <h2 id={`${idPrefix}copyright-title`}>Intellectual property &amp; copyright</h2>
        <p>
          The Studio 18 name, site design and software belong to us. You keep the rights you hold in images you upload, and you may use the
          images and videos you generate, subject to these terms and the laws that apply to you.
        </p>

        <h3 id={`${idPrefix}takedown`}>Copyright complaints (takedown)</h3>
        <p>
          If you believe something on Studio 18 infringes your copyright, send a takedown notice to{' '}
          <ContactEmail subject="Takedown notice" /> with the work you own, the address of the page or image on Studio 18, your name and
          contact details, and a statement that you are the owner or act for the owner. We remove or disable access to the material promptly
          and tell the member who posted it.
        </p>

        <div className="legal-callout" id={`${idPrefix}removal`}>
          <h3>Removal of an image of you</h3>
          <p>Anyone shown in an image on Studio 18 can have it removed. You do not need an account or a reason.</p>
          <p>
            The quickest way is the Report button of any image you open in the gallery. Reported content that depicts someone without their
            consent, or depicts a minor, is hidden at once and reviewed, and removed within 48 hours when the report holds. You can also
            write to us:
          </p>
          <ol>
            <li>
              E-mail <ContactEmail subject="Removal request" /> with the subject “Removal request”.
            </li>
            <li>Include the address of each image (copy it from your browser) or describe where you saw it.</li>
            <li>
              Say that the image shows you, or that you act for the person shown. We may ask one simple question to confirm it; we never ask
              for more than that, and delete what you sent once the request is handled.
            </li>
            <li>
              We hide the image from view as soon as we read your request, then delete it and every copy we hold, and tell you when it is
              done. The account that made it is closed if it broke these terms.
            </li>
          </ol>
          <p>
            If an image appears to show a person under 18, or an intimate image shared without consent, write “Urgent” in the subject. We
            remove it at once and report it to the police.
          </p>
        </div>
      </section>

      <section id={`${idPrefix}contact`} aria-labelledby={`${idPrefix}contact-title`}>
        <h2 id={`${idPrefix}contact-title`}>Contact</h2>
        <p>
          Questions about these terms, your data, takedowns or removals: <ContactEmail />. Studio 18, Oslo, Norway.
        </p>
      </section>
    </>
  );
}
