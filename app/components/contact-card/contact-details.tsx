import { Globe, Mail, MapPin, Phone } from "lucide-react";
import type { ContactCardContent } from "#core/content-schemas/contact-card.ts";
import type { VCardContact } from "#core/vcard.ts";

type Labels = Pick<ContactCardContent["labels"], "email" | "phone" | "website" | "office">;

/** The card's ways to reach its person, each a row: the phone's only when the card has a number. */
export function ContactDetails({ card, labels }: { card: VCardContact; labels: Labels }) {
  const { address, phone } = card;
  const details = [
    { icon: Mail, label: labels.email, value: card.email, href: `mailto:${card.email}` },
    ...(phone
      ? [
          {
            icon: Phone,
            label: labels.phone,
            value: phone.replace(/ /g, "\u00a0"),
            href: `tel:${phone.replace(/\s+/g, "")}`,
          },
        ]
      : []),
    { icon: Globe, label: labels.website, value: card.website.replace(/^https?:\/\//, ""), href: card.website },
    {
      icon: MapPin,
      label: labels.office,
      value: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`,
    },
  ];
  return (
    <dl className="space-y-5 p-8 sm:p-10">
      {details.map((detail) => (
        <div key={detail.label}>
          <dt className="flex items-center gap-2 text-sm text-ink-400">
            <detail.icon className="size-4 text-star-400" aria-hidden="true" />
            {detail.label}
          </dt>
          <dd className="mt-1 pl-6 break-words">
            {detail.href ? (
              <a
                href={detail.href}
                className="inline-flex min-h-6 items-center font-medium text-white underline decoration-white/30 underline-offset-4 hover:decoration-white"
              >
                {detail.value}
              </a>
            ) : (
              detail.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
