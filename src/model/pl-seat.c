/* pl-seat.c — a seat at the table and who plays it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-seat"

#include "pl-seat.h"

struct _PlSeat
{
  GObject       parent_instance;

  guint         index;
  char         *name;
  PlPlayerKind  kind;

  char         *role;
  gboolean      is_dealer;
  gboolean      is_declarer;
  char         *said;
  guint         tricks;
};

G_DEFINE_FINAL_TYPE (PlSeat, pl_seat, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_NAME,
  PROP_KIND,
  PROP_ROLE,
  PROP_IS_DEALER,
  PROP_IS_DECLARER,
  PROP_SAID,
  PROP_TRICKS,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static void
pl_seat_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  PlSeat *self = PL_SEAT (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;
    case PROP_ROLE:
      g_value_set_string (value, self->role);
      break;
    case PROP_IS_DEALER:
      g_value_set_boolean (value, self->is_dealer);
      break;
    case PROP_IS_DECLARER:
      g_value_set_boolean (value, self->is_declarer);
      break;
    case PROP_SAID:
      g_value_set_string (value, self->said);
      break;
    case PROP_TRICKS:
      g_value_set_uint (value, self->tricks);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pl_seat_finalize (GObject *object)
{
  PlSeat *self = PL_SEAT (object);

  g_free (self->name);
  g_free (self->role);
  g_free (self->said);

  G_OBJECT_CLASS (pl_seat_parent_class)->finalize (object);
}

static void
pl_seat_class_init (PlSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                      G_PARAM_STATIC_STRINGS;

  object_class->get_property = pl_seat_get_property;
  object_class->finalize = pl_seat_finalize;

  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL, PL_PLAYER_HUMAN,
                      PL_PLAYER_COMPUTER, PL_PLAYER_HUMAN, flags);
  properties[PROP_ROLE] =
    g_param_spec_string ("role", NULL, NULL, "", flags);
  properties[PROP_IS_DEALER] =
    g_param_spec_boolean ("is-dealer", NULL, NULL, FALSE, flags);
  properties[PROP_IS_DECLARER] =
    g_param_spec_boolean ("is-declarer", NULL, NULL, FALSE, flags);
  properties[PROP_SAID] =
    g_param_spec_string ("said", NULL, NULL, "", flags);
  properties[PROP_TRICKS] =
    g_param_spec_uint ("tricks", NULL, NULL, 0, G_MAXUINT, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
pl_seat_init (PlSeat *self)
{
  self->role = g_strdup ("");
  self->said = g_strdup ("");
}

PlSeat *
pl_seat_new (guint         index,
             const char   *name,
             PlPlayerKind  kind)
{
  PlSeat *self = g_object_new (PL_TYPE_SEAT, NULL);

  self->index = index;
  self->name = g_strdup (name != NULL ? name : "");
  self->kind = kind;
  return self;
}

guint
pl_seat_get_index (PlSeat *self)
{
  g_return_val_if_fail (PL_IS_SEAT (self), 0);

  return self->index;
}

const char *
pl_seat_get_name (PlSeat *self)
{
  g_return_val_if_fail (PL_IS_SEAT (self), NULL);

  return self->name;
}

PlPlayerKind
pl_seat_get_kind (PlSeat *self)
{
  g_return_val_if_fail (PL_IS_SEAT (self), PL_PLAYER_HUMAN);

  return self->kind;
}

gboolean
pl_seat_is_human (PlSeat *self)
{
  g_return_val_if_fail (PL_IS_SEAT (self), FALSE);

  return self->kind == PL_PLAYER_HUMAN;
}

const char *
pl_seat_get_role (PlSeat *self)
{
  g_return_val_if_fail (PL_IS_SEAT (self), "");

  return self->role;
}

gboolean
pl_seat_get_is_dealer (PlSeat *self)
{
  g_return_val_if_fail (PL_IS_SEAT (self), FALSE);

  return self->is_dealer;
}

gboolean
pl_seat_get_is_declarer (PlSeat *self)
{
  g_return_val_if_fail (PL_IS_SEAT (self), FALSE);

  return self->is_declarer;
}

const char *
pl_seat_get_said (PlSeat *self)
{
  g_return_val_if_fail (PL_IS_SEAT (self), "");

  return self->said;
}

guint
pl_seat_get_tricks (PlSeat *self)
{
  g_return_val_if_fail (PL_IS_SEAT (self), 0);

  return self->tricks;
}

static void
pl_seat_set_string (PlSeat     *self,
                    char      **field,
                    const char *value,
                    guint       prop)
{
  if (value == NULL)
    value = "";
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
pl_seat_update (PlSeat     *self,
                const char *role,
                gboolean    is_dealer,
                gboolean    is_declarer,
                const char *said,
                guint       tricks)
{
  g_return_if_fail (PL_IS_SEAT (self));

  g_object_freeze_notify (G_OBJECT (self));
  pl_seat_set_string (self, &self->role, role, PROP_ROLE);
  if (self->is_dealer != (is_dealer != FALSE))
    {
      self->is_dealer = is_dealer != FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_DEALER]);
    }
  if (self->is_declarer != (is_declarer != FALSE))
    {
      self->is_declarer = is_declarer != FALSE;
      g_object_notify_by_pspec (G_OBJECT (self),
                                properties[PROP_IS_DECLARER]);
    }
  pl_seat_set_string (self, &self->said, said, PROP_SAID);
  if (self->tricks != tricks)
    {
      self->tricks = tricks;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRICKS]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}
