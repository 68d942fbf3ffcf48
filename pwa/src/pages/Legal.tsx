import { LegalText } from '../components/LegalText';

export default function Legal() {
  return (
    <article className="page narrow prose">
      <p className="eyebrow">Legal</p>
      <h1>Terms, Privacy &amp; Copyright</h1>
      <p className="lead">Please read these terms before using Studio 18. By using the site you agree to them.</p>
      <LegalText />
    </article>
  );
}
