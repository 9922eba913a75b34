interface PageBannerProps {
  heading: string;
  subheading?: string;
}

/** The coloured band with the page's h1 at the top of list pages. */
export function PageBanner({ heading, subheading }: PageBannerProps) {
  return (
    <section className="page-banner text-white py-4 py-md-5 mb-4">
      <div className="container">
        <h1 className="h2 fw-bold mb-2">{heading}</h1>
        {subheading && <p className="lead mb-0">{subheading}</p>}
      </div>
    </section>
  );
}
