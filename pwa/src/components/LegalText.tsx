/**
 * The legal text of spec §2 (/legal): terms and conditions with the restrictions, privacy, intellectual
 * property and contact. Shown on /legal and, before the terms are accepted, inside the age gate;
 * `idPrefix` keeps the sections' ids (the page's #terms, #privacy, #copyright anchors) unique.
 */
export function LegalText({ idPrefix = '' }: { idPrefix?: string }) {
  return (
    <>
      <section id={`${idPrefix}terms`}>
        <h2>Terms and Conditions</h2>
        <p>
          Studio 18 is a service for adults aged 18 or over. By confirming your age and using the site you agree to these terms and
          to use the service only where it is lawful for you to do so.
        </p>
        <h3>Restrictions</h3>
        <p>You may not use Studio 18:</p>
        <ul>
          <li>in any way that damages, or could damage, the site or impairs anyone's access to it;</li>
          <li>in any way that is unlawful, fraudulent or harmful, or for any unlawful purpose;</li>
          <li>to collect data from the site by scraping, harvesting or similar automated means;</li>
          <li>to create offensive material, or any material depicting or suggesting minors. Such material is strictly prohibited.</li>
        </ul>
        <p>
          Trying to produce prohibited images ends your access and closes your account. Serious cases are reported and followed by
          legal action.
        </p>
        <h3>Your responsibility</h3>
        <p>
          You are responsible for the content you create and for having the rights to any image you upload. When an image shows a real
          person, you must have that person's explicit consent to use and modify it.
        </p>
        <h3>Governing law</h3>
        <p>These terms are governed by Norwegian law. Disputes belong to the courts of Oslo, Norway.</p>
      </section>

      <section id={`${idPrefix}privacy`}>
        <h2>Privacy Policy</h2>
        <p>
          We keep only what the service needs: your e-mail address, your token balance and purchases, and the items you save. We never
          sell or share your e-mail address with third parties. Payments are processed by our payment provider; we do not see your card
          or wallet details.
        </p>
        <p>
          Your browser stores two small settings (your age confirmation and cookie consent) and, when you use the offline features,
          your recent prompts and gallery. You can clear them at any time in your browser.
        </p>
      </section>

      <section id={`${idPrefix}copyright`}>
        <h2>Intellectual property</h2>
        <p>
          The Studio 18 name, site design and software belong to us. You keep the rights you hold in images you upload, and you may use
          the images and videos you generate, subject to these terms and the laws that apply to you.
        </p>
      </section>

      <section id={`${idPrefix}contact`}>
        <h2>Contact</h2>
        <p>
          Questions about these terms: <a href="mailto:contact@studio18.example">contact@studio18.example</a>.
        </p>
      </section>
    </>
  );
}
