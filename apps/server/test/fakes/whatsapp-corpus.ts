/**
 * Inbound WhatsApp Cloud API messages COPIED from Meta's own webhook reference pages (the "Example" /
 * "Sample webhooks" section of each page), not written from our parser's idea of them. A test feeds every
 * item through the real signed webhook route, so a payload Meta documents but our code mishandles shows up
 * as a failing item instead of a surprise in production.
 *
 * Each `message` is the single element of `value.messages[]` exactly as the page shows it (same field
 * names, nesting and key order); `contacts` is that sample's `value.contacts` (system messages have none).
 * Only identifying values were swapped: the user's number for a Mexican wa_id, the wamids for unique ones,
 * and the user's name and typed text for Spanish ones. The reactions point at "TARGET_WAMID", which the
 * test replaces with a message it really sent. The test wraps each item in its own line's envelope.
 */

export type CorpusItem = {
  name: string;
  source: string;
  message: Record<string, unknown>;
  contacts?: Record<string, unknown>[];
};

const WA_ID = "5218112345678";
const NEW_WA_ID = "5218187654321";
const contacts = [{ profile: { name: "Mariana López" }, wa_id: WA_ID }];

const META =
  "https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages";

export const WHATSAPP_CORPUS: readonly CorpusItem[] = [
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/text/
  {
    name: "text",
    source: `${META}/text/`,
    contacts,
    message: {
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBMUNCMjUxRUMwRDU2OERFNkE5AA==",
      timestamp: "1749416383",
      type: "text",
      text: {
        body: "¿Lo tienen en otro color?",
      },
    },
  },
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/text/
  // (the "Click to WhatsApp ad" example)
  {
    name: "text-with-referral",
    source: `${META}/text/`,
    contacts,
    message: {
      referral: {
        source_url: "https://fb.me/3cr4Wqqkv",
        source_id: "120226305854810726",
        source_type: "ad",
        body: "Summer Succulents are here!",
        headline: "Chat with us",
        media_type: "image",
        image_url: "https://scontent.xx.fbcdn.net/v/t45.1...",
        ctwa_clid:
          "Aff-n8ZTODiE79d22KtAwQKj9e_mIEOOj27vDVwFjN80dp4_0NiNhEgpGo0AHemvuSoifXaytfTzcchptiErTKCqTrJ5nW1h7IHYeYymGb5K5J5iTROpBhWAGaIAeUzHL50",
        welcome_message: {
          text: "Hi there! Let us know how we can help!",
        },
      },
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBQ0Y3OEM4OEU2NDFGNUM4NDc2AA==",
      timestamp: "1750275992",
      text: {
        body: "¿Me pueden dar más información sobre esto?",
      },
      type: "text",
    },
  },
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/contacts/
  {
    name: "contacts",
    source: `${META}/contacts/`,
    contacts,
    message: {
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBNDEzNkE5MzJFQjc3MjRBMDBDAA==",
      timestamp: "1744344496",
      type: "contacts",
      contacts: [
        {
          name: {
            first_name: "Bárbara",
            last_name: "Jiménez",
            formatted_name: "Bárbara J. Jiménez",
          },
          org: {
            company: "Social Tsunami",
          },
          phones: [
            {
              phone: "+52 81 5550 0829",
              wa_id: "5218155500829",
              type: "MOBILE",
            },
          ],
        },
      ],
    },
  },
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/reaction/
  // ("Receiving a reaction")
  {
    name: "reaction",
    source: `${META}/reaction/`,
    contacts,
    message: {
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBRTBBQjA3NEU4MTA0ODcwNTgzAA==",
      timestamp: "1749419544",
      type: "reaction",
      reaction: {
        message_id: "TARGET_WAMID",
        emoji: "👍",
      },
    },
  },
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/reaction/
  // ("Reaction Removed by end user": the same webhook without `emoji`)
  {
    name: "reaction-removed",
    source: `${META}/reaction/`,
    contacts,
    message: {
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBQzAzRjI1QkQ2M0U0OTQxRTUyAA==",
      timestamp: "1749419544",
      type: "reaction",
      reaction: {
        message_id: "TARGET_WAMID",
      },
    },
  },
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/order/
  {
    name: "order",
    source: `${META}/order/`,
    contacts,
    message: {
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBNzBBMTdGRkE3MjJBMzk4NUI4AA==",
      timestamp: "1750096325",
      type: "order",
      order: {
        catalog_id: "194836987003835",
        text: "¡Me encantan!",
        product_items: [
          {
            product_retailer_id: "di9ozbzfi4",
            quantity: 2,
            item_price: 30,
            currency: "USD",
          },
          {
            product_retailer_id: "nqryix03ez",
            quantity: 1,
            item_price: 25,
            currency: "USD",
          },
        ],
      },
    },
  },
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/unsupported/
  {
    name: "unsupported",
    source: `${META}/unsupported/`,
    contacts,
    message: {
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBNzIzQzI1ODc3QTg2Nzg2NjY0AA==",
      timestamp: "1750090702",
      errors: [
        {
          code: 131051,
          title: "Message type unknown",
          message: "Message type unknown",
          error_data: {
            details: "Message type is currently not supported.",
          },
        },
      ],
      type: "unsupported",
      unsupported: {
        type: "edit",
      },
    },
  },
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/system/
  // The page's sample carries the new number in `system.wa_id` (there is no `new_wa_id`) and no contacts.
  {
    name: "system-user-changed-number",
    source: `${META}/system/`,
    message: {
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBMERGQzY5MkMwMjIzQTMyQThEAA==",
      timestamp: "1750269342",
      system: {
        body: `User Mariana López changed from ${WA_ID} to ${NEW_WA_ID}`,
        wa_id: NEW_WA_ID,
        type: "user_changed_number",
      },
      type: "system",
    },
  },
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/button/
  {
    name: "button",
    source: `${META}/button/`,
    contacts,
    message: {
      context: {
        from: "15550783881",
        id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABEYEjc1Mzg3RDlEQzc0QzkwOThDQQA=",
      },
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBQ0U1MEEwOTM0MzcyNEVCODJEAA==",
      timestamp: "1750091045",
      type: "button",
      button: {
        payload: "Unsubscribe",
        text: "Unsubscribe",
      },
    },
  },
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/interactive/
  // (the interactive reply button example)
  {
    name: "interactive-button-reply",
    source: `${META}/interactive/`,
    contacts,
    message: {
      context: {
        from: "15550783881",
        id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABEYEjdGOEU3NDBCMERGMjhCNkJGMAA=",
      },
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBQUYyNDRGRUQ1Q0UzRTlGQjkxAA==",
      timestamp: "1750025136",
      type: "interactive",
      interactive: {
        type: "button_reply",
        button_reply: {
          id: "cancel-button",
          title: "Cancel",
        },
      },
    },
  },
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/interactive/
  // (the interactive list example)
  {
    name: "interactive-list-reply",
    source: `${META}/interactive/`,
    contacts,
    message: {
      context: {
        from: "15550783881",
        id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABEYEkI3MzIzRTg4NDBCQzBEQjUzRQA=",
      },
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBMEQ2NjY5MDc2QUU5MDlFMjc5AA==",
      timestamp: "1749854575",
      type: "interactive",
      interactive: {
        type: "list_reply",
        list_reply: {
          id: "priority_express",
          title: "Priority Mail Express",
          description: "Next Day to 2 Days",
        },
      },
    },
  },
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/image/
  {
    name: "image",
    source: `${META}/image/`,
    contacts,
    message: {
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBNzg4MDVBMjIxQTk4OEU3OUVGAA==",
      timestamp: "1744344496",
      type: "image",
      image: {
        caption: "Catedral de Monterrey",
        mime_type: "image/jpeg",
        sha256: "SfInY0gGKTsJlUWbwxC1k+FAD0FZHvzwfpvO0zX0GUI=",
        id: "1003383421387256",
        url: "https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=133...",
      },
    },
  },
  // Source: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/location/
  {
    name: "location",
    source: `${META}/location/`,
    contacts,
    message: {
      from: WA_ID,
      id: "wamid.HBgNNTIxODExMjM0NTY3OBUCABIYFDNBRDUxODlERTAyNzkyMkY4MTAwAA==",
      timestamp: "1744344496",
      location: {
        address: "101 Forest Ave, Palo Alto, CA 94301",
        latitude: 37.44221496582,
        longitude: -122.16165924072,
        name: "Philz Coffee",
        url: "https://philzcoffee.com/",
      },
      type: "location",
    },
  },
];
