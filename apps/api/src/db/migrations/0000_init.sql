CREATE TYPE "public"."documento_familia" AS ENUM('natural', 'juridico', 'mandato', 'abogado_auxiliar', 'piloto');--> statement-breakpoint
CREATE TABLE "cargo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "color" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"pais_id" integer NOT NULL,
	"codigo" varchar(2) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	CONSTRAINT "departamento_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "estado_civil" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marca_vehiculo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipio" (
	"id" serial PRIMARY KEY NOT NULL,
	"departamento_id" integer NOT NULL,
	"codigo" varchar(4) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	CONSTRAINT "municipio_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "pais" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"nacionalidad" varchar(120) NOT NULL,
	"codigo_iso" varchar(2) NOT NULL,
	CONSTRAINT "pais_codigo_iso_unique" UNIQUE("codigo_iso")
);
--> statement-breakpoint
CREATE TABLE "profesion_oficio" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_combustible" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_direccion" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_documento_abogado" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_documento_juridico" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_documento_mandatario" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_documento_natural" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_documento_piloto" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_libro" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_licencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_placa" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_poder" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_telefono" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_uso" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_vehiculo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archivo" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"contenido" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archivo_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"familia" "documento_familia" NOT NULL,
	"entidad_id" integer NOT NULL,
	"tipo_documento_id" integer NOT NULL,
	"archivo_id" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"reemplazado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"numero" varchar(30) NOT NULL,
	"inicia" date NOT NULL,
	"fin" date NOT NULL,
	"tipo_licencia_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poliza" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"vehiculo_id" integer NOT NULL,
	"nombre_aseguradora" varchar(150) NOT NULL,
	"numero" varchar(50) NOT NULL,
	"tipo_seguro" varchar(100) NOT NULL,
	"prima_total" numeric(14, 2) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"monto_asegurado" numeric(14, 2) NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"archivo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poliza_vehiculo_id_unique" UNIQUE("vehiculo_id")
);
--> statement-breakpoint
CREATE TABLE "tarjeta_operacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"licencia_id" integer NOT NULL,
	"numero" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validar_registro_piloto" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"vehiculo_id" integer,
	"codigo" varchar(16) NOT NULL,
	"llave" varchar(64) NOT NULL,
	"vigencia" date NOT NULL,
	"numero_placa" varchar(10) NOT NULL,
	"marca" varchar(200) NOT NULL,
	"modelo" varchar(4) NOT NULL,
	"licencia_numero" varchar(30) NOT NULL,
	"transportista" varchar(300) NOT NULL,
	"revocado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "validar_registro_piloto_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "vehiculo" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"tarjeta_operacion_id" integer NOT NULL,
	"licencia_id" integer NOT NULL,
	"nit" varchar(20) NOT NULL,
	"asiento" integer NOT NULL,
	"numero_placa" varchar(10) NOT NULL,
	"motor" varchar(25) NOT NULL,
	"modelo" varchar(4) NOT NULL,
	"linea" varchar(60),
	"cilindro" integer,
	"cc" integer,
	"numero_serie" varchar(25),
	"numero_chasis" varchar(25) NOT NULL,
	"color_id" integer NOT NULL,
	"tipo_vehiculo_id" integer NOT NULL,
	"tipo_placa_id" integer NOT NULL,
	"tipo_uso_id" integer NOT NULL,
	"tipo_combustible_id" integer NOT NULL,
	"marca_vehiculo_id" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "juridico" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"empresa" varchar(250) NOT NULL,
	"numero_registro" varchar(50) NOT NULL,
	"folio" varchar(50) NOT NULL,
	"libro" varchar(50) NOT NULL,
	"expediente" varchar(50),
	"fecha_definitiva" date NOT NULL,
	"fecha_profesional" date NOT NULL,
	"objeto_sociedad" varchar(1000) NOT NULL,
	"nacionalidad_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "juridico_persona_id_unique" UNIQUE("persona_id")
);
--> statement-breakpoint
CREATE TABLE "natural" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"cui" varchar(13) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"apellido" varchar(150) NOT NULL,
	"fecha_nacimiento" date NOT NULL,
	"pasaporte" varchar(30),
	"estado_civil_id" integer NOT NULL,
	"profesion_oficio_id" integer NOT NULL,
	"nacionalidad_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "natural_persona_id_unique" UNIQUE("persona_id")
);
--> statement-breakpoint
CREATE TABLE "persona" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"nit" varchar(20) NOT NULL,
	"juridico_completo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persona_direccion" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"direccion" varchar(300) NOT NULL,
	"direccion_completa" varchar(500),
	"notificar" boolean DEFAULT false NOT NULL,
	"pais_id" integer NOT NULL,
	"departamento_id" integer NOT NULL,
	"municipio_id" integer NOT NULL,
	"tipo_direccion_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persona_email" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"notificar" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persona_telefono" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"numero" varchar(8) NOT NULL,
	"notificar" boolean DEFAULT false NOT NULL,
	"tipo_telefono_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "representante" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"juridico_id" integer NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"apellido" varchar(150) NOT NULL,
	"nacionalidad_id" integer NOT NULL,
	"numero_registro" varchar(50) NOT NULL,
	"folio" varchar(50) NOT NULL,
	"libro" varchar(50) NOT NULL,
	"expediente" varchar(50),
	"fecha_registro" date NOT NULL,
	"fecha_acta" date NOT NULL,
	"inicio_vigencia" date NOT NULL,
	"plazo_vigenia" date NOT NULL,
	"tipo_libro_id" integer NOT NULL,
	"cargo_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "piloto" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"nit" varchar(15) NOT NULL,
	"cui" varchar(15) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"apellido" varchar(150) NOT NULL,
	"fecha_nacimiento" date NOT NULL,
	"correo_electronico" varchar(100),
	"telefono" varchar(10),
	"direccion" varchar(300),
	"estado_civil_id" integer,
	"tiene_hijo" boolean DEFAULT false NOT NULL,
	"tiempo_laborar" integer,
	"tiempo_laboral" varchar(50),
	"experiencia_manejando" varchar(50),
	"numero_documento" varchar(50),
	"documento_intecap" varchar(50),
	"tipo_licencia" varchar(1),
	"licencia_vencimiento" date,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "piloto_emergencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"piloto_id" integer NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"direccion" varchar(300) NOT NULL,
	"telefono" varchar(8) NOT NULL,
	"email" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abogado_auxiliar" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"cui" varchar(13) NOT NULL,
	"nit" varchar(20) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"apellido" varchar(150) NOT NULL,
	"fecha_nacimiento" date NOT NULL,
	"documento_numero" varchar(50) NOT NULL,
	"colegiado_activo" boolean DEFAULT false NOT NULL,
	"estado_civil_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandato" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"cui" varchar(13) NOT NULL,
	"nit" varchar(20) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"apellido" varchar(150) NOT NULL,
	"fecha_nacimiento" date NOT NULL,
	"documento_numero" varchar(50) NOT NULL,
	"presentado" date NOT NULL,
	"escritura" varchar(100) NOT NULL,
	"inscripcion_escritura" varchar(100) NOT NULL,
	"notario" varchar(200) NOT NULL,
	"fecha" date NOT NULL,
	"estado_civil_id" integer NOT NULL,
	"tipo_poder_id" integer NOT NULL,
	"numero_poder" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer,
	"method" varchar(10) NOT NULL,
	"route" varchar(200) NOT NULL,
	"status" integer NOT NULL,
	"ip" varchar(64),
	"geo" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_usado" (
	"firma" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"nit" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_nit_unique" UNIQUE("nit")
);
--> statement-breakpoint
ALTER TABLE "departamento" ADD CONSTRAINT "departamento_pais_id_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipio" ADD CONSTRAINT "municipio_departamento_id_departamento_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_archivo_id_archivo_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licencia" ADD CONSTRAINT "licencia_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licencia" ADD CONSTRAINT "licencia_tipo_licencia_id_tipo_licencia_id_fk" FOREIGN KEY ("tipo_licencia_id") REFERENCES "public"."tipo_licencia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poliza" ADD CONSTRAINT "poliza_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poliza" ADD CONSTRAINT "poliza_vehiculo_id_vehiculo_id_fk" FOREIGN KEY ("vehiculo_id") REFERENCES "public"."vehiculo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poliza" ADD CONSTRAINT "poliza_archivo_id_archivo_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjeta_operacion" ADD CONSTRAINT "tarjeta_operacion_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjeta_operacion" ADD CONSTRAINT "tarjeta_operacion_licencia_id_licencia_id_fk" FOREIGN KEY ("licencia_id") REFERENCES "public"."licencia"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validar_registro_piloto" ADD CONSTRAINT "validar_registro_piloto_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validar_registro_piloto" ADD CONSTRAINT "validar_registro_piloto_vehiculo_id_vehiculo_id_fk" FOREIGN KEY ("vehiculo_id") REFERENCES "public"."vehiculo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_tarjeta_operacion_id_tarjeta_operacion_id_fk" FOREIGN KEY ("tarjeta_operacion_id") REFERENCES "public"."tarjeta_operacion"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_licencia_id_licencia_id_fk" FOREIGN KEY ("licencia_id") REFERENCES "public"."licencia"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_color_id_color_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."color"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_tipo_vehiculo_id_tipo_vehiculo_id_fk" FOREIGN KEY ("tipo_vehiculo_id") REFERENCES "public"."tipo_vehiculo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_tipo_placa_id_tipo_placa_id_fk" FOREIGN KEY ("tipo_placa_id") REFERENCES "public"."tipo_placa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_tipo_uso_id_tipo_uso_id_fk" FOREIGN KEY ("tipo_uso_id") REFERENCES "public"."tipo_uso"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_tipo_combustible_id_tipo_combustible_id_fk" FOREIGN KEY ("tipo_combustible_id") REFERENCES "public"."tipo_combustible"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_marca_vehiculo_id_marca_vehiculo_id_fk" FOREIGN KEY ("marca_vehiculo_id") REFERENCES "public"."marca_vehiculo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "juridico" ADD CONSTRAINT "juridico_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "juridico" ADD CONSTRAINT "juridico_nacionalidad_id_pais_id_fk" FOREIGN KEY ("nacionalidad_id") REFERENCES "public"."pais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "natural" ADD CONSTRAINT "natural_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "natural" ADD CONSTRAINT "natural_estado_civil_id_estado_civil_id_fk" FOREIGN KEY ("estado_civil_id") REFERENCES "public"."estado_civil"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "natural" ADD CONSTRAINT "natural_profesion_oficio_id_profesion_oficio_id_fk" FOREIGN KEY ("profesion_oficio_id") REFERENCES "public"."profesion_oficio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "natural" ADD CONSTRAINT "natural_nacionalidad_id_pais_id_fk" FOREIGN KEY ("nacionalidad_id") REFERENCES "public"."pais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona" ADD CONSTRAINT "persona_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_direccion" ADD CONSTRAINT "persona_direccion_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_direccion" ADD CONSTRAINT "persona_direccion_pais_id_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_direccion" ADD CONSTRAINT "persona_direccion_departamento_id_departamento_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_direccion" ADD CONSTRAINT "persona_direccion_municipio_id_municipio_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_direccion" ADD CONSTRAINT "persona_direccion_tipo_direccion_id_tipo_direccion_id_fk" FOREIGN KEY ("tipo_direccion_id") REFERENCES "public"."tipo_direccion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_email" ADD CONSTRAINT "persona_email_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_telefono" ADD CONSTRAINT "persona_telefono_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_telefono" ADD CONSTRAINT "persona_telefono_tipo_telefono_id_tipo_telefono_id_fk" FOREIGN KEY ("tipo_telefono_id") REFERENCES "public"."tipo_telefono"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representante" ADD CONSTRAINT "representante_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representante" ADD CONSTRAINT "representante_juridico_id_juridico_id_fk" FOREIGN KEY ("juridico_id") REFERENCES "public"."juridico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representante" ADD CONSTRAINT "representante_nacionalidad_id_pais_id_fk" FOREIGN KEY ("nacionalidad_id") REFERENCES "public"."pais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representante" ADD CONSTRAINT "representante_tipo_libro_id_tipo_libro_id_fk" FOREIGN KEY ("tipo_libro_id") REFERENCES "public"."tipo_libro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representante" ADD CONSTRAINT "representante_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piloto" ADD CONSTRAINT "piloto_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piloto" ADD CONSTRAINT "piloto_estado_civil_id_estado_civil_id_fk" FOREIGN KEY ("estado_civil_id") REFERENCES "public"."estado_civil"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piloto_emergencia" ADD CONSTRAINT "piloto_emergencia_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piloto_emergencia" ADD CONSTRAINT "piloto_emergencia_piloto_id_piloto_id_fk" FOREIGN KEY ("piloto_id") REFERENCES "public"."piloto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abogado_auxiliar" ADD CONSTRAINT "abogado_auxiliar_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abogado_auxiliar" ADD CONSTRAINT "abogado_auxiliar_estado_civil_id_estado_civil_id_fk" FOREIGN KEY ("estado_civil_id") REFERENCES "public"."estado_civil"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandato" ADD CONSTRAINT "mandato_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandato" ADD CONSTRAINT "mandato_estado_civil_id_estado_civil_id_fk" FOREIGN KEY ("estado_civil_id") REFERENCES "public"."estado_civil"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandato" ADD CONSTRAINT "mandato_tipo_poder_id_tipo_poder_id_fk" FOREIGN KEY ("tipo_poder_id") REFERENCES "public"."tipo_poder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documento_entidad_idx" ON "documento" USING btree ("familia","entidad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documento_vigente_uq" ON "documento" USING btree ("familia","entidad_id","tipo_documento_id") WHERE "documento"."reemplazado_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "licencia_persona_numero_uq" ON "licencia" USING btree ("persona_id","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "tarjeta_operacion_licencia_numero_uq" ON "tarjeta_operacion" USING btree ("licencia_id","numero");--> statement-breakpoint
CREATE INDEX "validar_registro_piloto_vehiculo_idx" ON "validar_registro_piloto" USING btree ("vehiculo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculo_tarjeta_placa_uq" ON "vehiculo" USING btree ("tarjeta_operacion_id","numero_placa");--> statement-breakpoint
CREATE INDEX "persona_usuario_idx" ON "persona" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "persona_direccion_persona_idx" ON "persona_direccion" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "persona_email_persona_idx" ON "persona_email" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "persona_telefono_persona_idx" ON "persona_telefono" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "representante_juridico_idx" ON "representante" USING btree ("juridico_id");--> statement-breakpoint
CREATE UNIQUE INDEX "piloto_persona_cui_uq" ON "piloto" USING btree ("persona_id","cui");--> statement-breakpoint
CREATE INDEX "piloto_nit_idx" ON "piloto" USING btree ("nit");--> statement-breakpoint
CREATE INDEX "piloto_cui_idx" ON "piloto" USING btree ("cui");--> statement-breakpoint
CREATE INDEX "piloto_emergencia_piloto_idx" ON "piloto_emergencia" USING btree ("piloto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "abogado_auxiliar_persona_cui_uq" ON "abogado_auxiliar" USING btree ("persona_id","cui");--> statement-breakpoint
CREATE UNIQUE INDEX "mandato_persona_cui_uq" ON "mandato" USING btree ("persona_id","cui");--> statement-breakpoint
CREATE INDEX "audit_log_usuario_idx" ON "audit_log" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "password_reset_usuario_idx" ON "password_reset" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "refresh_token_usuario_idx" ON "refresh_token" USING btree ("usuario_id");