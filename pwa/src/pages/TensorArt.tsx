export default function TensorArt() {
  return (
    <section className="page narrow center">
      <p className="eyebrow">Tensor-art</p>
      <h1>Coming Soon</h1>
      <p className="lead">
        <span className="pill">In Development</span>
      </p>
      <p className="muted">A new free generator is being built. Check back soon.</p>
    </section>
  );
}
